package dev.fifteen.playground;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.web.server.LocalServerPort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The playground page in a real headless Chromium against the service on a random loopback port: the page
 * loads cleanly, tiles slide with the invariant panel following, and imported boards are judged. One browser
 * serves the whole class; every test leaves a full-page screenshot in {@code target/playground-screenshots}.
 */
@BrowserTest
class PlaygroundBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "playground-screenshots");
    private static final Duration PATIENCE = Duration.ofSeconds(15);

    private static Chromium chromium;
    private static ChromeDriver browser;

    @LocalServerPort
    private int port;

    @BeforeAll
    static void startBrowser() throws IOException {
        Files.createDirectories(SCREENSHOTS);
        chromium = Chromium.start(1280, 1000);
        browser = chromium.driver();
    }

    @AfterAll
    static void quitBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @BeforeEach
    void desktopWindow() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    @AfterEach
    void screenshot(TestInfo test) throws IOException {
        saveScreenshot(test.getTestMethod().orElseThrow().getName());
    }

    @Test
    void pageLoadsWithoutConsoleErrors() throws IOException {
        open("/");

        assertThat(browser.getTitle()).isEqualTo("Fifteen playground");
        assertThat(browser.findElements(By.cssSelector("#board button[data-tile]"))).hasSize(15);
        assertThat(text("inv-n")).isEqualTo("0");
        assertThat(text("inv-verdict")).startsWith("Solvable");
        assertThat(severeConsoleMessages()).as("console errors").isEmpty();

        browser.manage().window().setSize(new Dimension(390, 844));
        saveScreenshot("pageLoadsWithoutConsoleErrors-phone");
        Long pageWidth = (Long) browser.executeScript("return document.documentElement.scrollWidth");
        assertThat(pageWidth).as("no sideways scrolling on a phone").isLessThanOrEqualTo(390L);
    }

    @Test
    void clickingATileSlidesItAndUpdatesNAndRButNeverP() {
        open("/?rows=4&cols=4");
        String parity = text("inv-p");
        assertThat(text("inv-n")).isEqualTo("0");
        assertThat(text("inv-r")).isEqualTo("0");

        // tile 12 sits above the blank: it slides down past 13, 14 and 15, and the blank moves up one row
        tile(12).click();
        waitUntilText("inv-n", "3");
        assertThat(board()).isEqualTo("1,2,3,4/5,6,7,8/9,10,11,0/13,14,15,12");
        assertThat(text("inv-r")).isEqualTo("1");
        assertThat(text("inv-p")).isEqualTo(parity);
        assertThat(text("slide-count")).isEqualTo("1 slide");

        // the arrow key moves the tile below the blank up: back where it started
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_UP);
        waitUntilText("inv-n", "0");
        assertThat(board()).isEqualTo("1,2,3,4/5,6,7,8/9,10,11,12/13,14,15,0");
        assertThat(text("inv-r")).isEqualTo("0");
        assertThat(text("inv-p")).isEqualTo(parity);
        assertThat(text("inv-history")).isEqualTo("P = " + parity + " has held for 2 slides.");
    }

    @Test
    void importingSamLoydsFourteenFifteenShowsItUnsolvable() {
        open("/");
        WebElement input = browser.findElement(By.id("import-text"));

        input.sendKeys("1,2,3,4/5,6,7,8/9,10,11,x/13,15,14,0");
        browser.findElement(By.id("import-button")).click();
        waitUntilText("import-message", "'x' at row 2, column 3 is not a tile number");
        assertThat(browser.findElement(By.id("import-message")).getAttribute("class")).contains("error");

        input.clear();
        input.sendKeys("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0");
        browser.findElement(By.id("import-button")).click();
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.id("inv-verdict"), "data-solvable", "false"));
        assertThat(board()).isEqualTo("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0");
        assertThat(text("inv-verdict")).startsWith("Unsolvable");
        assertThat(text("inv-n")).isEqualTo("1");
        assertThat(text("inv-explanation")).contains("cannot reach the goal");
        assertThat(browser.getCurrentUrl()).contains("board=1%2C2%2C3%2C4%2F5");
    }

    private void open(String path) {
        browser.manage().logs().get(LogType.BROWSER); // reading the log empties it: start each page afresh
        browser.get("http://127.0.0.1:" + port + path);
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        wait(PATIENCE).until(driver -> !text("inv-n").equals("\u2013"));
    }

    private WebElement tile(int tile) {
        return browser.findElement(By.cssSelector("#board button[data-tile='" + tile + "']"));
    }

    private String board() {
        return browser.findElement(By.id("board")).getAttribute("data-board");
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private void waitUntilText(String id, String expected) {
        wait(PATIENCE).until(ExpectedConditions.textToBePresentInElementLocated(By.id(id), expected));
    }

    private static WebDriverWait wait(Duration timeout) {
        return new WebDriverWait(browser, timeout);
    }

    private List<String> severeConsoleMessages() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .toList();
    }

    /** A screenshot of the whole page, not only the window. */
    private static void saveScreenshot(String name) throws IOException {
        Map<String, Object> shot = browser.executeCdpCommand("Page.captureScreenshot",
                Map.of("format", "png", "captureBeyondViewport", true));
        Files.write(SCREENSHOTS.resolve(name + ".png"), Base64.getDecoder().decode((String) shot.get("data")));
    }
}
