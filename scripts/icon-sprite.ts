/**
 * `npm run icons`: writes the icon sprite (app/ui/icons.svg) from app/ui/iconPaths.ts. The file is
 * committed; app/ui/Icon.test.tsx fails when it no longer matches the paths.
 */
import { writeFileSync } from 'node:fs'
import { iconSprite } from '../app/ui/iconSprite.ts'

const file = new URL('../app/ui/icons.svg', import.meta.url)
writeFileSync(file, iconSprite())
console.log(`icons: wrote ${decodeURIComponent(file.pathname)}`)
