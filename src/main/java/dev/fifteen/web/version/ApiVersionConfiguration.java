package dev.fifteen.web.version;

import dev.fifteen.web.ApiVersion;
import dev.fifteen.web.ContractHeaders;
import dev.fifteen.web.edge.FilterOrder;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ApiVersionConfigurer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Spring MVC's API versioning: the version from the {@code API-Version} header, {@link ApiVersion#DEFAULT} when it
 * is absent, only the {@link ApiVersion#SUPPORTED} versions accepted (another, or one that is no version, is a 400
 * {@code unsupported-api-version}). The controllers name no version, so each mapping serves every supported one;
 * a later incompatible change maps its new form with {@code version = "2"} beside the old.
 */
@Configuration(proxyBeanMethods = false)
class ApiVersionConfiguration implements WebMvcConfigurer {

    @Override
    public void configureApiVersioning(ApiVersionConfigurer configurer) {
        configurer
                .useRequestHeader(ApiVersion.HEADER)
                .addSupportedVersions(ApiVersion.SUPPORTED.toArray(String[]::new))
                .setDefaultVersion(ApiVersion.DEFAULT)
                .setVersionRequired(false)
                .detectSupportedVersions(false);
    }

    /**
     * The contract's part: the optional {@code API-Version} request header on every operation and the
     * {@code API-Version} response header on every answer, each described once in the components.
     */
    @Bean
    OpenApiCustomizer apiVersionContract() {
        return openApi -> ContractHeaders.addToEveryOperation(
                openApi,
                new Parameter()
                        .in("header")
                        .name(ApiVersion.HEADER)
                        .required(false)
                        .description("The version of the API the client is written for; "
                                + String.join(", ", ApiVersion.SUPPORTED)
                                + " is the only one, and the version of a request without the header. Another value"
                                + " is answered 400 `unsupported-api-version`")
                        .schema(new StringSchema()
                                ._default(ApiVersion.DEFAULT)
                                ._enum(ApiVersion.SUPPORTED)
                                .example(ApiVersion.DEFAULT)),
                ApiVersion.HEADER,
                new Header()
                        .description("The version of the API that gave the answer")
                        .schema(new StringSchema()._enum(ApiVersion.SUPPORTED).example(ApiVersion.DEFAULT)));
    }

    @Bean
    FilterRegistrationBean<ApiVersionHeaderFilter> apiVersionHeaderFilter() {
        FilterRegistrationBean<ApiVersionHeaderFilter> registration =
                new FilterRegistrationBean<>(new ApiVersionHeaderFilter());
        registration.setOrder(FilterOrder.API_VERSION.order());
        return registration;
    }
}
