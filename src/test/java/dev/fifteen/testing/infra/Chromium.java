package dev.fifteen.testing.infra;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * The system's Chromium and ChromeDriver (Debian's {@code chromium} and {@code chromium-driver} packages),
 * started headless with a fresh profile and no background networking. Nothing is downloaded: without both
 * binaries the browser tests are skipped (or fail, in strict mode: see {@link Components}). Other locations
 * can be given with {@code -Dchromium.binary=...} and {@code -Dchromium.driver=...}.
 */
public final class Chromium implements AutoCloseable {

    static final Path BINARY = Path.of(System.getProperty("chromium.binary", "/usr/bin/chromium"));
    static final Path DRIVER = Path.of(System.getProperty("chromium.driver", "/usr/bin/chromedriver"));

    /**
     * Selenium warns when it has no DevTools binding for this Chromium's version; the tests need none (the
     * one DevTools command they send goes through ChromeDriver), so the warning is noise. Held here so
     * that the setting is not collected with the logger.
     */
    private static final Logger DEVTOOLS_LOG = Logger.getLogger("org.openqa.selenium.devtools");

    static {
        DEVTOOLS_LOG.setLevel(Level.SEVERE);
    }

    private final ChromeDriver driver;
    private final Path profile;

    private Chromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Quits the browser and removes its profile. */
    @Override
    public void close() throws IOException {
        try {
            driver.quit();
        } finally {
            try (Stream<Path> files = Files.walk(profile)) {
                files.sorted(Comparator.reverseOrder())
                        .forEach(file -> file.toFile().delete());
            }
        }
    }

    static boolean installed() {
        return Components.executable(BINARY, DRIVER);
    }

    /** A headless browser with a window of the given size, keeping the page's console messages. */
    public static Chromium start(int width, int height) {
        Path profile;
        try {
            profile = Files.createTempDirectory("fifteen-chromium-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY.toFile());
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--user-data-dir=" + profile,
                "--window-size=" + width + "," + height);
        LoggingPreferences logging = new LoggingPreferences();
        logging.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logging);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .withTimeout(Duration.ofSeconds(30))
                .build();
        return new Chromium(new ChromeDriver(service, options), profile);
    }

    /**
     * Skips a browser test class, with the reason, where Chromium or its driver is not installed; fails it
     * instead under {@code -Dfifteen.strict-components=true} (see {@link Components}).
     */
    public static final class Installed implements ExecutionCondition {

        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            return Components.condition(
                    "Chromium (" + BINARY + ") with ChromeDriver (" + DRIVER + ")",
                    installed(),
                    "apt-get install -y chromium chromium-driver");
        }
    }
}
