import { pictures, poolFile } from './media-pool.ts';

const kitchens = { grill: '1', curry: '2', cafe: '3' } as const;

/** The food menu (categories → food groups → foods, over three kitchens) and the tables. */
export function orderingContent(mediaPath: string) {
  let foodNo = 0;
  const food = (name: string, price: number, kitchenId: string, detail: string) => {
    foodNo++;
    return {
      foodId: String(1000 + foodNo),
      foodName: name,
      foodPrice: price,
      foodImage: `${mediaPath}${poolFile(pictures.foods, foodNo)}`,
      foodDetail: detail,
      kitchenId,
    };
  };
  const foodMenu = [
    {
      categoryId: '11',
      categoryName: 'Bangladeshi',
      foodgroups: [
        {
          foodgroupId: '111',
          foodgroupName: 'Rice',
          foods: [
            food('Kacchi Biryani', 450, kitchens.curry, 'Mutton, aromatic rice, potato'),
            food('Morog Polao', 380, kitchens.curry, 'Chicken polao with egg'),
            food('Plain Rice', 60, kitchens.curry, 'Steamed rice'),
          ],
        },
        {
          foodgroupId: '112',
          foodgroupName: 'Curry',
          foods: [
            food('Beef Bhuna', 420, kitchens.curry, 'Slow-cooked beef'),
            food('Shorshe Ilish', 650, kitchens.curry, 'Hilsa in mustard'),
            food('Dal', 90, kitchens.curry, 'Yellow lentils'),
          ],
        },
      ],
    },
    {
      categoryId: '12',
      categoryName: 'Grill & Kebab',
      foodgroups: [
        {
          foodgroupId: '121',
          foodgroupName: 'Kebab',
          foods: [
            food('Chicken Tikka', 350, kitchens.grill, 'Charcoal grilled'),
            food('Beef Sheek Kebab', 380, kitchens.grill, 'Minced beef skewers'),
            food('Reshmi Kebab', 360, kitchens.grill, 'Creamy chicken'),
          ],
        },
        {
          foodgroupId: '122',
          foodgroupName: 'Naan',
          foods: [
            food('Butter Naan', 70, kitchens.grill, 'Tandoor baked'),
            food('Garlic Naan', 80, kitchens.grill, 'With garlic butter'),
          ],
        },
      ],
    },
    {
      categoryId: '13',
      categoryName: 'Café',
      foodgroups: [
        {
          foodgroupId: '131',
          foodgroupName: 'Hot Drinks',
          foods: [
            food('Milk Tea', 50, kitchens.cafe, 'Dhaka style'),
            food('Cappuccino', 220, kitchens.cafe, 'Double shot'),
          ],
        },
        {
          foodgroupId: '132',
          foodgroupName: 'Desserts',
          foods: [
            food('Mishti Doi', 120, kitchens.cafe, 'Sweet yoghurt'),
            food('Chocolate Brownie', 180, kitchens.cafe, 'Warm, with ice cream'),
          ],
        },
        // A food without a kitchen: the site falls back to kitchen '1'.
        {
          foodgroupId: '133',
          foodgroupName: 'Juices',
          foods: [{ ...food('Fresh Lime', 110, '', 'Mint and lime'), kitchenId: '' }],
        },
      ],
    },
  ];
  const deliveryZones = {
    zones: [
      { id: '1', zonename: 'Main Dining' },
      { id: '2', zonename: 'Poolside' },
      { id: '3', zonename: 'Card Room' },
    ],
    tableno: Array.from({ length: 12 }, (_, i) => ({
      tableid: String(i + 1),
      tablename: `Table ${i + 1}`,
    })),
  };
  return { foodMenu, deliveryZones };
}
