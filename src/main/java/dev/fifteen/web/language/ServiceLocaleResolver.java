package dev.fifteen.web.language;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpHeaders;
import org.springframework.web.servlet.i18n.AcceptHeaderLocaleResolver;

import java.util.List;
import java.util.Locale;

/**
 * Chooses one of the three languages of the service from {@code Accept-Language}, in the client's order of
 * preference: English ({@code en}, the default), Traditional Chinese ({@code zh-Hant}, also for {@code zh-TW},
 * {@code zh-HK} and {@code zh-MO}) and Simplified Chinese ({@code zh-Hans}, also for {@code zh-CN}, {@code zh-SG}
 * and a bare {@code zh}). A header that names none of them, or that cannot be read, gives English.
 *
 * <p>Spring's own matching compares languages and regions only; Chinese needs the script, so this resolver maps
 * each language range itself.
 */
public final class ServiceLocaleResolver extends AcceptHeaderLocaleResolver {

    public static final Locale ENGLISH = Locale.forLanguageTag("en");
    public static final Locale TRADITIONAL_CHINESE = Locale.forLanguageTag("zh-Hant");
    public static final Locale SIMPLIFIED_CHINESE = Locale.forLanguageTag("zh-Hans");

    private static final List<String> TRADITIONAL_REGIONS = List.of("TW", "HK", "MO");

    public ServiceLocaleResolver() {
        setSupportedLocales(List.of(ENGLISH, TRADITIONAL_CHINESE, SIMPLIFIED_CHINESE));
        setDefaultLocale(ENGLISH);
    }

    @Override
    public Locale resolveLocale(HttpServletRequest request) {
        return choose(request.getHeader(HttpHeaders.ACCEPT_LANGUAGE));
    }

    /** The supported language for an {@code Accept-Language} value, {@code null} or malformed included. */
    public static Locale choose(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return ENGLISH;
        }
        List<Locale.LanguageRange> ranges;
        try {
            ranges = Locale.LanguageRange.parse(acceptLanguage);
        } catch (IllegalArgumentException malformed) {
            return ENGLISH;
        }
        for (Locale.LanguageRange range : ranges) {
            if (range.getWeight() <= 0) {
                continue;
            }
            Locale locale = Locale.forLanguageTag(range.getRange());
            if (locale.getLanguage().equals("en")) {
                return ENGLISH;
            }
            if (locale.getLanguage().equals("zh")) {
                boolean traditional = locale.getScript().equalsIgnoreCase("Hant")
                        || (locale.getScript().isEmpty()
                                && TRADITIONAL_REGIONS.contains(
                                        locale.getCountry().toUpperCase(Locale.ROOT)));
                return traditional ? TRADITIONAL_CHINESE : SIMPLIFIED_CHINESE;
            }
        }
        return ENGLISH;
    }
}
