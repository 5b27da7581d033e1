import en from './i18n/en.js';
import zhHans from './i18n/zh-Hans.js';
import zhHant from './i18n/zh-Hant.js';

/**
 * The page's languages: English, Traditional and Simplified Chinese. Every visible string, label, title and
 * status message comes from one of the bundles in i18n/; a bundle's value is a string with {name} placeholders or a
 * function of the parameters (for plurals). The language is the one chosen on the page and remembered, or else the
 * first of the browser's languages that the page speaks, or else English.
 */
export const BUNDLES = Object.freeze({ en, 'zh-Hant': zhHant, 'zh-Hans': zhHans });

const STORAGE_KEY = 'fifteen.language';

let current = 'en';

/** The page's language for a list of BCP 47 tags, most preferred first (as navigator.languages). */
export function pickLanguage(tags) {
    for (const tag of tags ?? []) {
        const lower = String(tag).toLowerCase();
        if (lower === 'en' || lower.startsWith('en-')) {
            return 'en';
        }
        if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || /^zh-(tw|hk|mo)(-|$)/.test(lower)) {
            return 'zh-Hant';
        }
        if (lower === 'zh' || lower.startsWith('zh-')) {
            return 'zh-Hans';
        }
    }
    return 'en';
}

/** The language in use. */
export function language() {
    return current;
}

/**
 * The sentence of a key in the current language (English when the bundle lacks it), parameters filled in; a key
 * no bundle has gives the parameter {@code fallback}, or else the key itself.
 */
export function t(key, params = {}) {
    const value = BUNDLES[current][key] ?? en[key];
    if (value == null) {
        return params.fallback ?? key;
    }
    if (typeof value === 'function') {
        return value(params);
    }
    return value.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * Sets the page's language: html lang, the title and every element marked with data-i18n (its text),
 * data-i18n-html (its markup, from the bundle only) or data-i18n-attr ("attribute:key" pairs separated by ";").
 * Listeners of the document's "languagechange" event redraw what they wrote.
 */
export function setLanguage(tag, { remember = true } = {}) {
    current = tag in BUNDLES ? tag : 'en';
    if (remember) {
        try {
            window.localStorage.setItem(STORAGE_KEY, current);
        } catch {
            // storage may be disabled; the choice then lasts for this page only
        }
    }
    document.documentElement.lang = current;
    document.title = t('page.title');
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('page.description'));
    for (const element of document.querySelectorAll('[data-i18n]')) {
        element.textContent = t(element.dataset.i18n);
    }
    for (const element of document.querySelectorAll('[data-i18n-html]')) {
        element.innerHTML = t(element.dataset.i18nHtml);
    }
    for (const element of document.querySelectorAll('[data-i18n-attr]')) {
        for (const pair of element.dataset.i18nAttr.split(';')) {
            const [attribute, key] = pair.split(':').map(part => part.trim());
            element.setAttribute(attribute, t(key));
        }
    }
    const select = document.getElementById('language');
    if (select != null) {
        select.value = current;
    }
    document.dispatchEvent(new CustomEvent('languagechange', { detail: { language: current } }));
}

/** Chooses the starting language and wires the page's language switch. */
export function startLanguage() {
    let stored = null;
    try {
        stored = window.localStorage.getItem(STORAGE_KEY);
    } catch {
        stored = null;
    }
    const remembered = stored != null && stored in BUNDLES;
    setLanguage(remembered ? stored : pickLanguage(navigator.languages), { remember: false });
    document.getElementById('language')?.addEventListener('change', event => setLanguage(event.target.value));
}

