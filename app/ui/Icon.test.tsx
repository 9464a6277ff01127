import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'

describe('Icon', () => {
  it('points into the one sprite instead of drawing its own paths (decision 053)', () => {
    const html = renderToStaticMarkup(<Icon name="cart" />)
    expect(html).toMatch(/<use href="[^"]*icons[^"]*\.svg#cart"/)
    expect(html).not.toContain('<path')
  })

  it('keeps a label for an icon that carries meaning alone, and hides the others', () => {
    expect(renderToStaticMarkup(<Icon name="alert" label="Virhe" />)).toContain('aria-label="Virhe"')
    expect(renderToStaticMarkup(<Icon name="alert" />)).toContain('aria-hidden="true"')
  })
})
