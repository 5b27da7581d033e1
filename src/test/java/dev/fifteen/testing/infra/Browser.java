package dev.fifteen.testing.infra;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.springframework.test.context.junit.jupiter.SpringExtension;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;

/**
 * The one set-up of the browser tests, registered as a static extension of the class: the system's headless
 * {@link Chromium}, started with a window of the given size before the class's first test and quit after its last,
 * opening the pages of the application the class's Spring context serves on its loopback port, and saving the
 * screenshots in {@code target/playground-screenshots}.
 *
 * <pre>
 * &#64;RegisterExtension
 * static final Browser CHROMIUM = Browser.window(1280, 1000);
 * </pre>
 */
public final class Browser implements BeforeAllCallback, AfterAllCallback {

    /** Where every browser test leaves its screenshots. */
    public static final Path SCREENSHOTS = Path.of("target", "playground-screenshots");

    private final int width;
    private final int height;
    private Chromium chromium;
    private int port;

    private Browser(int width, int height) {
        this.width = width;
        this.height = height;
    }

    /** A browser whose window has that size. */
    public static Browser window(int width, int height) {
        return new Browser(width, height);
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        port = SpringExtension.getApplicationContext(context)
                .getEnvironment()
                .getRequiredProperty("local.server.port", Integer.class);
        chromium = Chromium.start(width, height);
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (chromium != null) {
            chromium.close();
            chromium = null;
        }
    }

    public ChromeDriver driver() {
        return chromium.driver();
    }

    /** Opens a page of the application: {@code path} is its path and query, e.g. {@code /?rows=4&cols=4}. */
    public void open(String path) {
        driver().get("http://127.0.0.1:" + port + path);
    }

    /** A screenshot of the window, saved as {@code <name>.png}: the PNG's bytes. */
    public byte[] screenshot(String name) throws IOException {
        byte[] png = driver().getScreenshotAs(OutputType.BYTES);
        Files.write(SCREENSHOTS.resolve(name + ".png"), png);
        return png;
    }

    /** A screenshot of the whole page, not only the window, saved as {@code <name>.png}. */
    public void pageScreenshot(String name) throws IOException {
        Map<String, Object> shot = driver().executeCdpCommand(
                        "Page.captureScreenshot", Map.of("format", "png", "captureBeyondViewport", true));
        Files.write(SCREENSHOTS.resolve(name + ".png"), Base64.getDecoder().decode((String) shot.get("data")));
    }
}
