/** Finnish text of the shopping-list slot of product cards and pages. Kept beside the feature so its text loads with the feature's code. */
export const productListsMessages = {
  title: 'Ostoslistat',
  onLists: (titles: readonly string[]) =>
    titles.length === 1 ? `Ostoslistalla ${titles[0]}` : `Ostoslistoilla: ${titles.join(', ')}`,
  onListsLead: 'Tuote on ostoslistoillasi:',
  notOnLists: 'Tuote ei ole vielä millään ostoslistallasi.',
  chooseList: 'Lisää ostoslistalle',
  pickList: 'Valitse lista',
  newList: 'Uusi ostoslista…',
  newListTitle: 'Uuden listan nimi',
  add: 'Lisää listalle',
  adding: 'Lisätään…',
  remove: (title: string) => `Poista listalta ${title}`,
  addedTo: (title: string) => `Tuote lisättiin ostoslistalle ”${title}”.`,
  removedFrom: (title: string) => `Tuote poistettiin ostoslistalta ”${title}”.`,
  chooseVariantFirst: 'Valitse ensin vaihtoehto, jonka haluat listalle.',
  allLists: 'Kaikki ostoslistat',
} as const
