package dev.fifteen.web.language;

import dev.fifteen.web.ContractHeaders;
import dev.fifteen.web.ServiceText;
import dev.fifteen.web.edge.FilterOrder;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.support.ResourceBundleMessageSource;
import org.springframework.http.HttpHeaders;
import org.springframework.web.servlet.LocaleResolver;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The service's languages: the bundles {@code messages.properties} (English), {@code messages_zh_Hant.properties}
 * and {@code messages_zh_Hans.properties}, the resolver that picks one from {@code Accept-Language}, and the filter
 * that names it in {@code Content-Language}.
 */
@Configuration(proxyBeanMethods = false)
class LanguageConfiguration {

    /**
     * UTF-8 bundles, every message through {@link java.text.MessageFormat} (so an apostrophe is always written
     * twice), and English, not the machine's language, when a bundle lacks a key.
     */
    @Bean
    MessageSource messageSource() {
        ResourceBundleMessageSource source = new ResourceBundleMessageSource();
        source.setBasename("messages");
        source.setDefaultEncoding(StandardCharsets.UTF_8.name());
        source.setFallbackToSystemLocale(false);
        source.setAlwaysUseMessageFormat(true);
        return source;
    }

    @Bean
    LocaleResolver localeResolver() {
        return new ServiceLocaleResolver();
    }

    @Bean
    ServiceText serviceText(MessageSource messageSource) {
        return new ServiceText(messageSource);
    }

    /**
     * The contract's part: the optional {@code Accept-Language} request header on every operation and the
     * {@code Content-Language} response header on every answer, each described once in the components.
     */
    @Bean
    OpenApiCustomizer languageContract() {
        return openApi -> ContractHeaders.addToEveryOperation(
                openApi,
                new Parameter()
                        .in("header")
                        .name(HttpHeaders.ACCEPT_LANGUAGE)
                        .required(false)
                        .description("The language of the answer's sentences (the parity explanation, the sliding"
                                + " game's explanation, a problem's `title` and some `detail`s): `en` (the default),"
                                + " `zh-Hant` (also `zh-TW`, `zh-HK`, `zh-MO`) or `zh-Hans` (also `zh-CN`, `zh-SG`,"
                                + " `zh`), in the client's order of preference; any other language gives English."
                                + " Machine members (`type`, codes, numbers) are the same in every language")
                        .schema(new StringSchema().example("zh-TW, zh;q=0.9, en;q=0.5")),
                HttpHeaders.CONTENT_LANGUAGE,
                new Header()
                        .description("The language of the answer's sentences")
                        .schema(new StringSchema()
                                ._enum(List.of("en", "zh-Hant", "zh-Hans"))
                                .example("en")));
    }

    @Bean
    FilterRegistrationBean<ContentLanguageFilter> contentLanguageFilter() {
        FilterRegistrationBean<ContentLanguageFilter> registration =
                new FilterRegistrationBean<>(new ContentLanguageFilter());
        registration.setOrder(FilterOrder.CONTENT_LANGUAGE.order());
        return registration;
    }
}
