/** Finnish text of the medicine record's download (docs/decisions/081-delivery-lots.md), with the deliveries list only. */
export const medicineRecordMessages = {
  title: 'Lääkekirjanpito',
  lead: 'Vastaanotetut reseptilääkkeet eräineen ja viimeisine käyttöpäivineen (EU 2019/6, 103 artikla), CSV-tiedostona Exceliin.',
  from: 'Alkaen',
  to: 'Päättyen',
  download: 'Lataa lääkekirjanpito (CSV)',
} as const
