// /publications: visitors get the Magazine covers of the static HTML and no script work. For
// a signed-in member (html[data-session=member], set before paint and kept up to date by the
// session script) the member part — type selector and every type's covers, fetched with the
// member's token — is loaded on demand, so visitors never download the API client.

const root = document.documentElement;
let started = false;

function startWhenMember(): void {
  if (started || root.dataset.session !== 'member') return;
  started = true;
  void import('./publications-member.tsx').then(({ showMemberPublications }) =>
    showMemberPublications(),
  );
}

startWhenMember();
new MutationObserver(startWhenMember).observe(root, {
  attributes: true,
  attributeFilter: ['data-session'],
});
