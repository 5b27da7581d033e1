package dev.fifteen.testing.infra;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one switch between skipping and failing a test whose real component (Chromium, Redis, HAProxy) is
 * missing. A developer's plain build skips such a test with a message naming what is missing and how to
 * install it; with {@code -Dfifteen.strict-components=true} (set by CI) the same test fails instead, so a
 * broken install step cannot turn into a green run that quietly left the component out.
 */
public final class Components {

    /** The system property that turns a missing component from a skip into a failure. */
    public static final String STRICT = "fifteen.strict-components";

    /** Reasons already printed: a condition is asked once per class and once per test. */
    private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

    private Components() {}

    /** Whether a missing component fails the test (CI) rather than skipping it. */
    public static boolean strict() {
        return Boolean.getBoolean(STRICT);
    }

    /** Whether every one of the files exists and is executable. */
    public static boolean executable(Path... files) {
        return Arrays.stream(files).allMatch(Files::isExecutable);
    }

    /**
     * Returns when the component is present; otherwise skips the calling test (JUnit assumption) or, in
     * strict mode, fails it.
     *
     * @param component the component's name, e.g. {@code "redis-server"}
     * @param present   whether it is there
     * @param install   how to get it, e.g. {@code "apt-get install -y redis-server"}
     */
    public static void require(String component, boolean present, String install) {
        if (present) {
            return;
        }
        String reason = missing(component, install);
        if (strict()) {
            throw new AssertionError(reason + " (" + STRICT + "=true: a missing component fails the build)");
        }
        Assumptions.abort(reason);
    }

    /** {@link #require} for an executable file, the usual case. */
    public static void require(String component, Path executable, String install) {
        require(component, executable(executable), install + " (looked for " + executable + ")");
    }

    /**
     * The same decision for a JUnit {@code ExecutionCondition}, which skips a whole class before its Spring
     * context starts: disabled with the reason, or, in strict mode, an exception that JUnit reports as the
     * class's failure.
     */
    public static ConditionEvaluationResult condition(String component, boolean present, String install) {
        if (present) {
            return ConditionEvaluationResult.enabled(component + " is installed");
        }
        String reason = missing(component, install);
        if (strict()) {
            throw new IllegalStateException(reason + " (" + STRICT + "=true: a missing component fails the build)");
        }
        if (REPORTED.add(reason)) {
            System.err.println("Skipped: " + reason);
        }
        return ConditionEvaluationResult.disabled(reason);
    }

    private static String missing(String component, String install) {
        return component + " is not installed; install it with: " + install;
    }
}
