import { expectNoAxeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { hydrated } from './fixtures/hydration.ts'
import { categoryOf, seedData, variantsOf } from './fixtures/seedData.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/064-product-attributes.md: the attributes buyers filter by are product data,
// and the product page shows them as a short list in Finnish. A nitrile examination glove sold
// in sizes shows all its sizes, its material, that it is powder-free and not sterile, and who
// makes it.

/** The first configurable nitrile glove of the seed, with the sizes of its variants. */
function nitrileGlove() {
  for (const product of seedData().products) {
    if (product.type !== 'configurable' || !product.name.startsWith('Nitriilikäsine')) continue
    if (!categoryOf(product).urlPath.endsWith('nitriilikasineet')) continue
    return { product, sizes: variantsOf(product).map((v) => v.variantValue ?? '') }
  }
  throw new Error('seed: no configurable nitrile glove')
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a glove's page lists its size, material, powder-free, sterility and maker (${name})`, async ({ page }) => {
      const { product, sizes } = nitrileGlove()
      await page.goto(`/product/${product.urlKey}`)
      const productPage = page.getByTestId('product-page')
      await expect(productPage.getByRole('heading', { level: 1 })).toHaveText(product.name)

      const attributes = productPage.getByRole('region', { name: 'Ominaisuudet' })
      await expect(attributes).toBeVisible()
      const row = (label: string) => attributes.getByTestId(`product-attribute-${label}`)
      await expect(row('size')).toHaveText(`Koko${sizes.join(', ')}`)
      await expect(row('material')).toHaveText('MateriaaliNitriili')
      await expect(row('powder_free')).toHaveText('PuuteritonKyllä')
      await expect(row('sterile')).toHaveText('SteriiliEi')
      await expect(row('manufacturer')).toHaveText(/^Valmistaja\S/)
      await expect(attributes.locator('dt')).toHaveText(['Koko', 'Steriili', 'Puuteriton', 'Materiaali', 'Valmistaja'])

      await hydrated(page)
      await attributes.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/product-attributes-${viewport.width}.png`, fullPage: true })
      expect((await horizontalOverflow(page)).overflow, 'the glove page scrolls sideways').toBeLessThanOrEqual(0)
      await expectNoAxeProblems(page, 'the glove page')
    })
  })
}
