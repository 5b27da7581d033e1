package dev.fifteen.web;

import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;

/**
 * The service's sentences from the message bundles ({@code messages*.properties}), in the request's language.
 * Every argument is passed as text, so that no number is regrouped by the language's digit grouping.
 */
public final class ServiceText {

    private final MessageSource messages;

    public ServiceText(MessageSource messages) {
        this.messages = messages;
    }

    /** The sentence of the key in the request's language. */
    public String get(String key, Object... arguments) {
        return messages.getMessage(key, text(arguments), LocaleContextHolder.getLocale());
    }

    /** The sentence of the key in the request's language, or the fallback when the bundles have no such key. */
    public String getOrDefault(String key, String fallback, Object... arguments) {
        return messages.getMessage(key, text(arguments), fallback, LocaleContextHolder.getLocale());
    }

    private static Object[] text(Object[] arguments) {
        Object[] text = new Object[arguments.length];
        for (int i = 0; i < arguments.length; i++) {
            text[i] = String.valueOf(arguments[i]);
        }
        return text;
    }
}
