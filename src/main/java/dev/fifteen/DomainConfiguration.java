package dev.fifteen;

import dev.fifteen.parity.SolvabilityCheck;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Makes the plain-Java domain services available as beans.
 */
@Configuration(proxyBeanMethods = false)
class DomainConfiguration {

    @Bean
    SolvabilityCheck solvabilityCheck() {
        return new SolvabilityCheck();
    }
}
