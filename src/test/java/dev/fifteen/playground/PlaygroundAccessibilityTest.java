package dev.fifteen.playground;

import dev.fifteen.testing.infra.Browser;
import dev.fifteen.testing.infra.Components;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The accessibility audit of the playground: axe-core (the npm package, read from the project's
 * {@code node_modules} at test time) injected into the page in a real Chromium and run on every panel and state:
 * each panel opened, a solution and a hint shown, errors shown, the sliding game's route drawn, in each of the
 * page's three languages and on a phone's width. Every violation is printed; a serious or critical one fails the
 * test. Without {@code node_modules/axe-core} ({@code npm ci}) the test is skipped, or fails in strict mode.
 */
@BrowserTest
class PlaygroundAccessibilityTest {

    static final Path AXE = Path.of("node_modules", "axe-core", "axe.min.js");

    private static final Duration PATIENCE = Duration.ofSeconds(45);

    @RegisterExtension
    static final Browser CHROMIUM = Browser.window(1280, 1000);

    private static ChromeDriver browser;

    private static String axe;

    @BeforeAll
    static void driver() throws IOException {
        browser = CHROMIUM.driver();
        if (Files.isRegularFile(AXE)) {
            axe = Files.readString(AXE, StandardCharsets.UTF_8);
        }
    }

    @BeforeEach
    void desktopWindow() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "zh-Hant", "zh-Hans"})
    void everyPanelAndStatePassesTheAuditInEachLanguage(String language) throws IOException {
        Components.require(
                "axe-core", axe != null, "npm ci --no-audit --no-fund (looked for " + AXE.toAbsolutePath() + ")");
        open("/?board=8,1,3/4,0,2/7,6,5", language);
        assertThat(browser.findElement(By.tagName("html")).getDomAttribute("lang"))
                .isEqualTo(language);
        List<String> serious = new ArrayList<>(audit(language + ": page as loaded"));

        // every panel opened: the goal form, the cell editor, the sliding game's route
        browser.findElement(By.cssSelector("#goal-details summary")).click();
        browser.findElement(By.id("import-edit-cells")).click();
        browser.findElement(By.id("sg-button")).click();
        wait(PATIENCE)
                .until(driver -> browser.findElement(By.id("sg-animation")).isDisplayed());
        serious.addAll(audit(language + ": panels opened"));

        // a hint, then a solution with its player
        browser.findElement(By.id("hint-button")).click();
        wait(PATIENCE).until(driver -> !text("solve-message").isBlank());
        serious.addAll(audit(language + ": a hint shown"));
        new Select(browser.findElement(By.id("solve-strategy"))).selectByValue("optimal");
        browser.findElement(By.id("solve-button")).click();
        wait(PATIENCE).until(driver -> text("solve-length").matches("\\d+"));
        browser.findElement(By.id("play-step")).click();
        serious.addAll(audit(language + ": a solution shown"));

        // errors: a board that is no board, a goal of another shape, a worksheet too large
        browser.findElement(By.id("import-text")).sendKeys("1,2,3/4,5,x/7,8,0");
        browser.findElement(By.id("import-button")).click();
        wait(PATIENCE)
                .until(driver -> browser.findElement(By.id("import-message"))
                        .getDomAttribute("class")
                        .contains("error"));
        browser.findElement(By.id("goal-text")).clear();
        browser.findElement(By.id("goal-text")).sendKeys("1,2/3,0");
        browser.findElement(By.id("goal-apply")).click();
        wait(PATIENCE).until(driver -> !text("goal-message").isBlank());
        serious.addAll(audit(language + ": errors shown"));
        CHROMIUM.pageScreenshot("accessibility-" + language);

        browser.manage().window().setSize(new Dimension(390, 844));
        serious.addAll(audit(language + ": phone width"));

        assertThat(serious).as("serious or critical accessibility violations").isEmpty();
    }

    @Test
    void theLanguageFollowsTheBrowserAndTheSwitchIsRemembered() {
        open("/", "en");
        assertThat(pickLanguage("zh-TW")).isEqualTo("zh-Hant");
        assertThat(pickLanguage("zh-HK", "en")).isEqualTo("zh-Hant");
        assertThat(pickLanguage("zh-Hant-CN")).isEqualTo("zh-Hant");
        assertThat(pickLanguage("zh-CN")).isEqualTo("zh-Hans");
        assertThat(pickLanguage("zh-SG")).isEqualTo("zh-Hans");
        assertThat(pickLanguage("zh")).isEqualTo("zh-Hans");
        assertThat(pickLanguage("zh-Hans-HK")).isEqualTo("zh-Hans");
        assertThat(pickLanguage("fr", "zh-TW")).isEqualTo("zh-Hant");
        assertThat(pickLanguage("en-GB", "zh-TW")).isEqualTo("en");
        assertThat(pickLanguage("de")).isEqualTo("en");
        assertThat(pickLanguage()).isEqualTo("en");

        new Select(browser.findElement(By.id("language"))).selectByValue("zh-Hant");
        wait(PATIENCE).until(driver -> text("inv-verdict").startsWith("可解"));
        assertThat(browser.getTitle()).isEqualTo("Fifteen 數字推盤");
        assertThat(text("board-heading")).isEqualTo("棋盤");
        assertThat(browser.findElement(By.cssSelector("#board button[data-tile='12']"))
                        .getDomAttribute("aria-label"))
                .isEqualTo("方塊 12，第 3 行第 4 列，可向下滑動");

        browser.navigate().refresh();
        waitUntilReady();
        assertThat(browser.findElement(By.tagName("html")).getDomAttribute("lang"))
                .isEqualTo("zh-Hant");
        assertThat(text("solve-heading")).isEqualTo("求解與提示");
        new Select(browser.findElement(By.id("language"))).selectByValue("zh-Hans");
        wait(PATIENCE).until(driver -> text("solve-heading").equals("求解与提示"));
        assertThat(text("inv-verdict")).startsWith("可解");
    }

    /** Runs axe-core on the whole page; prints every violation and returns the serious and critical ones. */
    @SuppressWarnings("unchecked")
    private static List<String> audit(String state) {
        if (!Boolean.TRUE.equals(browser.executeScript("return typeof window.axe === 'object'"))) {
            browser.executeScript(axe);
        }
        Object answer = browser.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, { resultTypes: ['violations'] })
                    .then(result => done(result.violations.map(v => ({
                        id: v.id, impact: v.impact, help: v.help,
                        nodes: v.nodes.map(n => n.target.join(' ') + ' :: '
                            + (n.failureSummary || '').replace(/\\s+/g, ' ')) }))))
                    .catch(error => done('axe failed: ' + error));
                """);
        assertThat(answer).as("axe's answer").isInstanceOf(List.class);
        List<String> serious = new ArrayList<>();
        for (Map<String, Object> violation : (List<Map<String, Object>>) answer) {
            String line = "[" + state + "] " + violation.get("impact") + " " + violation.get("id") + ": "
                    + violation.get("help") + " " + violation.get("nodes");
            System.out.println("axe: " + line);
            if ("serious".equals(violation.get("impact")) || "critical".equals(violation.get("impact"))) {
                serious.add(line);
            }
        }
        return serious;
    }

    private static String pickLanguage(String... tags) {
        return (String) browser.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + " import('./js/i18n.js').then(m => done(m.pickLanguage(arguments[0])));",
                List.of(tags));
    }

    /** Opens a page in a language: the one remembered, as the switch leaves it. */
    private static void open(String path, String language) {
        CHROMIUM.open("/");
        browser.executeScript("window.localStorage.setItem('fifteen.language', arguments[0])", language);
        CHROMIUM.open(path);
        waitUntilReady();
    }

    private static void waitUntilReady() {
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        wait(PATIENCE).until(driver -> !text("inv-n").equals("\u2013"));
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static WebDriverWait wait(Duration timeout) {
        return new WebDriverWait(browser, timeout);
    }
}
