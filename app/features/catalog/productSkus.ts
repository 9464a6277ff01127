/** The product page's SKUs: the product and its variants, so choosing a variant shows its price at once. */
export function productSkus(product: { sku: string; variants: { product: { sku: string } }[] }): string[] {
  return [product.sku, ...product.variants.map((variant) => variant.product.sku)]
}
