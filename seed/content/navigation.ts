/** The footer blocks, the contact details across the site, the navigation bar and the mega menu. */
import { CONTACT } from './contact.ts'
import { at, entry } from './entries.ts'
import type { Links } from './links.ts'
import { entryLink } from './space.ts'

export function navigation(l: Links) {
  entry('footerBlock', 'footerAsiakaspalvelu', at('2026-01-22', '09:00'), {
    titleOfBlock: 'Asiakaspalvelu',
    link: [l.yhteystiedot, l.tilaaminen, l.kylmaketju, l.palautukset, l.maksutavat].map(entryLink),
  })
  entry('footerBlock', 'footerOmaAsiointi', at('2026-01-22', '09:05'), {
    titleOfBlock: 'Oma asiointi',
    link: [l.rekisteroidy, l.kaikkiTuotteet, l.tilaushistoria, l.laskut, l.ostoslistat].map(entryLink),
  })
  entry('footerBlock', 'footerVetTarvike', at('2026-01-22', '09:10'), {
    titleOfBlock: 'VetTarvike',
    link: [l.tietoaMeista, l.ajankohtaista, l.toimitusehdot, l.tietosuoja, l.evasteet].map(entryLink),
  })

  entry('contactInfoAcrossSite', 'contactInfo', at('2026-01-22', '09:20'), {
    phone: CONTACT.phone,
    email: CONTACT.email,
    street: CONTACT.street,
    postalCode: CONTACT.postalCode,
    city: CONTACT.city,
  })

  entry('navigationLink', 'navTilaaminen', at('2026-01-23', '08:00'), { link: entryLink(l.tilaaminen) })
  entry('navigationLink', 'navKylmaketju', at('2026-01-23', '08:01'), { link: entryLink(l.kylmaketju) })
  entry('navigationLink', 'navAjankohtaista', at('2026-01-23', '08:02'), { link: entryLink(l.ajankohtaista) })
  entry('navigationLink', 'navYhteystiedot', at('2026-01-23', '08:03'), { link: entryLink(l.yhteystiedot) })

  // Shown newest first (spec §7): the product link was added last and leads the menu.
  entry('contentLinkMegamenu', 'megaTilaaminen', at('2026-01-23', '09:00'), { link: entryLink(l.tilaaminen) })
  entry('contentLinkMegamenu', 'megaKylmaketju', at('2026-02-02', '09:00'), { link: entryLink(l.kylmaketju) })
  entry('contentLinkMegamenu', 'megaKaikkiTuotteet', at('2026-03-16', '09:00'), { link: entryLink(l.kaikkiTuotteet) })
}
