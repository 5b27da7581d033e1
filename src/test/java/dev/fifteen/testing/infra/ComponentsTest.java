package dev.fifteen.testing.infra;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import org.opentest4j.TestAbortedException;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The strict switch: a missing component skips a developer's test and fails CI's. */
@Isolated
class ComponentsTest {

    private final String before = System.getProperty(Components.STRICT);

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty(Components.STRICT);
        } else {
            System.setProperty(Components.STRICT, before);
        }
    }

    @Test
    void aPresentComponentPassesInEitherMode() {
        System.setProperty(Components.STRICT, "true");
        assertThatCode(() -> Components.require("sh", Path.of("/bin/sh"), "apt-get install -y dash"))
                .doesNotThrowAnyException();
        assertThat(Components.condition("sh", true, "-").isDisabled()).isFalse();
    }

    @Test
    void aMissingComponentSkipsWithoutTheSwitch() {
        System.setProperty(Components.STRICT, "false");
        assertThatThrownBy(() -> Components.require("nothing", Path.of("/nonexistent/nothing"), "apt-get install x"))
                .isInstanceOf(TestAbortedException.class)
                .hasMessageContaining("nothing is not installed")
                .hasMessageContaining("apt-get install x");
        assertThat(Components.condition("nothing", false, "apt-get install x").isDisabled())
                .isTrue();
    }

    @Test
    void aMissingComponentFailsUnderTheSwitch() {
        System.setProperty(Components.STRICT, "true");
        assertThatThrownBy(() -> Components.require("nothing", false, "apt-get install x"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining(Components.STRICT);
        assertThatThrownBy(() -> Components.condition("nothing", false, "apt-get install x"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nothing is not installed");
    }
}
