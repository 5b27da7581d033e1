package dev.fifteen.web.scramble;

import dev.fifteen.scramble.Scrambler;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The scrambler, with its cache of distance tables sized by {@link ScrambleProperties}.
 */
@Configuration(proxyBeanMethods = false)
class ScrambleConfiguration {

    @Bean
    Scrambler scrambler(ScrambleProperties properties) {
        return new Scrambler(properties.distanceTables());
    }
}
