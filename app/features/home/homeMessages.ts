/** Finnish text of the home page. Kept beside the feature so its text loads with the feature's code, not with every page. */
export const homeMessages = {
  title: 'Tarvikkeet klinikallesi, sopimushinnoin',
  lead: 'Lääkkeet, hoitotarvikkeet, instrumentit ja laboratoriotuotteet eläinlääkäriasemille ja apteekeille.',
  welcome: (firstname: string) => `Tervetuloa, ${firstname}!`,
  guestInvite: 'Kirjaudu sisään nähdäksesi tuotteet ja sopimushintasi, tai rekisteröidy asiakkaaksi.',
  welcomeLead: 'Mitä tänään tilataan? Sopimushintasi näkyvät tuotteissa automaattisesti.',
  quickLinks: 'Pikalinkit',
  benefitsTitle: 'Miksi tilata meiltä',
  benefits: [
    { title: 'Sopimushinnat', text: 'Näet oman sopimushintasi jokaisen tuotteen kohdalla heti kirjauduttuasi.' },
    {
      title: 'Ostoslistat',
      text: 'Tallenna usein tilatut tuotteet listaksi ja tilaa ne uudelleen muutamalla napautuksella.',
    },
    { title: 'Tilaukset ja laskut', text: 'Tilaushistoria ja laskut löytyvät yhdestä paikasta koko klinikalle.' },
  ],
} as const
