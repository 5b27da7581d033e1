package dev.fifteen;

import dev.fifteen.parity.SolvabilityCheck;
import org.springframework.boot.context.properties.ConfigurationPropertiesScan;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Makes the plain-Java domain services available as beans, and binds every {@code fifteen.*} property record.
 */
@Configuration(proxyBeanMethods = false)
@ConfigurationPropertiesScan("dev.fifteen.web")
class DomainConfiguration {

    @Bean
    SolvabilityCheck solvabilityCheck() {
        return new SolvabilityCheck();
    }
}
