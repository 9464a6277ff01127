import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'
import { ICON_PATHS, type IconName } from './iconPaths'
import { iconSprite } from './iconSprite'
import committedSprite from './icons.svg?raw'

describe('Icon', () => {
  it('points into the one sprite instead of drawing its own paths', () => {
    const html = renderToStaticMarkup(<Icon name="cart" />)
    expect(html).toMatch(/<use href="[^"#]*icons[^"#]*\.svg[^"#]*#cart"/)
    expect(html).not.toContain('<path')
  })

  it('keeps a label for an icon that carries meaning alone, and hides the others', () => {
    expect(renderToStaticMarkup(<Icon name="alert" label="Virhe" />)).toContain('aria-label="Virhe"')
    expect(renderToStaticMarkup(<Icon name="alert" />)).toContain('aria-hidden="true"')
  })
})

describe('icon sprite', () => {
  it('is committed as iconSprite() draws it from iconPaths.ts (`npm run icons` rewrites app/ui/icons.svg)', () => {
    expect(committedSprite).toBe(iconSprite())
  })

  it('has one symbol for each icon', () => {
    const ids = [...committedSprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.sort()).toEqual((Object.keys(ICON_PATHS) as IconName[]).sort())
  })
})
