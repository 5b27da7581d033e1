package dev.fifteen.playground;

import dev.fifteen.FifteenApplication;
import dev.fifteen.testing.infra.Chromium;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Takes the documentation's screenshots of the playground, one per language ({@code docs/playground-en.png},
 * {@code docs/playground-zh-Hant.png}, {@code docs/playground-zh-Hans.png}): the service started on a random
 * loopback port, the system's headless Chromium (see {@link Chromium}) showing a 3 x 3 board with its invariant
 * and an optimal solution ready to play. Run from the project's root:
 * <pre>
 * nice -n 10 ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.fifteen.playground.PlaygroundScreenshots
 * </pre>
 * The one argument, optional, is the folder the pictures go to (default {@code docs}).
 */
public final class PlaygroundScreenshots {

    /** The languages of the page, as the switch names them. */
    static final List<String> LANGUAGES = List.of("en", "zh-Hant", "zh-Hans");

    private PlaygroundScreenshots() {}

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args.length > 0 ? args[0] : "docs");
        Files.createDirectories(folder);
        ConfigurableApplicationContext context = SpringApplication.run(
                FifteenApplication.class,
                "--server.port=0",
                "--server.address=127.0.0.1",
                "--management.server.port=-1",
                "--fifteen.solve.build-7-8=false",
                "--logging.level.root=WARN");
        try (Chromium chromium = Chromium.start(1280, 1000)) {
            int port = ((WebServerApplicationContext) context).getWebServer().getPort();
            ChromeDriver browser = chromium.driver();
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(60));
            for (String language : LANGUAGES) {
                browser.get("http://127.0.0.1:" + port + "/");
                browser.executeScript("window.localStorage.setItem('fifteen.language', arguments[0])", language);
                browser.get("http://127.0.0.1:" + port + "/?board=8,1,3/4,0,2/7,6,5");
                wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
                wait.until(
                        driver -> !driver.findElement(By.id("inv-n")).getText().equals("\u2013"));
                new Select(browser.findElement(By.id("solve-strategy"))).selectByValue("optimal");
                browser.findElement(By.id("solve-button")).click();
                wait.until(driver ->
                        driver.findElement(By.id("solve-length")).getText().matches("\\d+"));
                browser.executeScript("window.scrollTo(0, 0); document.activeElement.blur()");
                Path file = folder.resolve("playground-" + language + ".png");
                Files.write(file, browser.getScreenshotAs(OutputType.BYTES));
                System.out.println("wrote " + file);
            }
        } finally {
            context.close();
        }
    }
}
