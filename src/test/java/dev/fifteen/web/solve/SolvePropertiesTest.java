package dev.fifteen.web.solve;

import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The table properties as written in the README bind to the record, and their defaults. */
class SolvePropertiesTest {

    @Test
    void theSevenEightBuildAndTheDataDirectoryBindAndDefault() {
        SolveProperties defaults = bind(Map.of());
        assertThat(defaults.build78()).isTrue();
        assertThat(defaults.dataDirectory()).isEqualTo(Path.of(System.getProperty("user.home"), ".cache", "fifteen"));

        SolveProperties set = bind(Map.of("fifteen.solve.build-7-8", "false", "fifteen.solve.data-dir", "/srv/tables"));
        assertThat(set.build78()).isFalse();
        assertThat(set.dataDirectory()).isEqualTo(Path.of("/srv/tables"));
    }

    private static SolveProperties bind(Map<String, String> properties) {
        return new Binder(new MapConfigurationPropertySource(properties))
                .bindOrCreate("fifteen.solve", SolveProperties.class);
    }
}
