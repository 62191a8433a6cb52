// Committee filters (former EC, past presidents, sub-committees): every option's list is in
// the page; a changed selection shows its list and changes the headline.
for (const filter of document.querySelectorAll<HTMLSelectElement>(
  'select[data-committee-filter]',
)) {
  const headline = document.getElementById(filter.dataset.headline ?? '');
  const panels = document.querySelectorAll<HTMLElement>('[data-committee-option]');
  filter.addEventListener('change', () => {
    for (const panel of panels) panel.hidden = panel.dataset.committeeOption !== filter.value;
    const chosen = filter.selectedOptions[0];
    if (headline && chosen?.dataset.headline) headline.textContent = chosen.dataset.headline;
  });
}
