import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'
import { previewGuards } from './scripts/previewGuards.ts'

// Start's successor of the design card's app.config.ts (docs/decisions/002-vite-config-replaces-app-config.md).
// The Cloudflare plugin runs the SSR environment inside workerd, with worker/index.ts as entry.
// LOCAL_STATE_DIR moves local D1/KV/cache state away from .wrangler/state (the bench keeps its
// 20,000-product catalogue there, so the developer's demo database stays as it is).
const stateDir = process.env.LOCAL_STATE_DIR
// One id per build: the service worker's URL carries it, so a deploy replaces the worker and
// its cache (docs/decisions/017). BUILD_ID may pin it (e.g. a commit hash in CI).
const buildId = process.env.BUILD_ID || Date.now().toString(36)

export default defineConfig({
  server: { port: 5173 },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  resolve: {
    // The store's selector hook asks for the shim of useSyncExternalStore for React 17 and older;
    // React 19 has the hook itself, and the shim's fallback cost every first load about 0.2 KB
    // gzip (docs/decisions/051-hydration-slices.md).
    alias: [
      // React's Node build renders in workerd too (nodejs_compat gives it util, stream and
      // async_hooks; Deno uses it the same way). It writes the HTML as strings into one 4 KB
      // buffer with `encodeInto`, where the edge build encodes every attribute name and value
      // into an array of its own, a call into workerd's C++ each: that was the largest self time
      // of a listing page (docs/decisions/057-react-node-renderer-in-workerd.md). Only the
      // server imports it.
      { find: /^react-dom\/server(\.edge)?$/, replacement: 'react-dom/server.node' },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  environments: {
    // Every module the first load of any page needs (React, router, query, the shell) goes into
    // one root chunk instead of a dozen small shared ones: each file is gzipped on its own, so
    // fewer files mean fewer bytes (docs/architecture.md §13: client JS of the first load).
    client: {
      build: {
        // No lists of files beside each lazy import in every page's root chunk: the router
        // preloads a page's chunk on intent, and the browser fetches its imports once it has
        // parsed it (docs/decisions/030-home-js.md). The helper stays: a failed lazy load is
        // reported as `vite:preloadError`, which reloads the page after a deploy (spec §8).
        modulePreload: { polyfill: false, resolveDependencies: () => [] },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React DOM's client is a file of its own: the root chunk's code changes with every
                // release, React DOM only with React (app/client.tsx,
                // docs/decisions/051-hydration-slices.md).
                {
                  name: 'react-dom-client',
                  test: /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/,
                  priority: 1,
                },
                { name: 'root', tags: ['$initial'] },
                // The catalogue's shared code (schemas, text, queries and prices) is loaded by home,
                // category, search and product pages alike: one file for them, not three.
                {
                  name: 'catalogue',
                  test: /[\\/](contract[\\/]schemas[\\/]catalog\.ts|contract[\\/]pricing\.ts|app[\\/]features[\\/]catalog[\\/](catalogMessages|queries|pagePrices|Badges|ContractPrice|PriceErrorBoundary)\.tsx?)$/,
                  includeDependenciesRecursively: false,
                },
                // The customer schemas build their address schemas on the cart's request schemas:
                // the account, login and checkout pages load both, so they come as one file.
                {
                  name: 'customer',
                  test: /[\\/]contract[\\/]schemas[\\/](customer|cartRequests|lineItem)\.ts$/,
                  includeDependenciesRecursively: false,
                },
                // The product listing's card with its shopping-list mark: home, category and search.
                {
                  name: 'listing',
                  test: /[\\/]app[\\/]features[\\/](catalog[\\/]ProductCard|account[\\/]shoppinglists[\\/](OnListsMark|useListMembership|productListsMessages))\.tsx?$/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
    // The storefront Worker's modules minified (docs/decisions/076-minified-storefront-worker.md,
    // the cut docs/decisions/071-storefront-budget-after-facets.md named): whitespace, module
    // comments and long local names do not travel in the upload. The Worker's logs name events
    // and request ids, not functions, so they read the same.
    ssr: { build: { minify: true } },
  },
  plugins: [
    // Answers of `vite preview` itself, never Node's error page with a stack (scripts/previewGuards.ts).
    previewGuards(),
    cloudflare({ viteEnvironment: { name: 'ssr' }, persistState: stateDir ? { path: stateDir } : true }),
    tanstackStart({
      srcDirectory: 'app',
      router: {
        // Loaders are split out too: each route's queries and schemas load with that route,
        // not with every page (docs/architecture.md §13: client JS ≤ 1.3 × the framework floor).
        // One chunk per route for all its split parts: a first load or navigation needs the
        // loader and component together anyway, and one file compresses better than five.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
        },
      },
    }),
    react(),
    UnoCSS(),
  ],
})
