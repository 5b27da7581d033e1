package dev.fifteen.playground;

import dev.fifteen.testing.infra.Browser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The playground's journeys with the keyboard alone, in a real Chromium: every control is reached with Tab
 * (so a control that cannot take the focus fails the test), pressed with Enter or Space, and chosen with the
 * arrow keys: a new game, tiles moved on the board, a hint and a solution played to the goal, the language
 * switched and back.
 */
@BrowserTest
class PlaygroundKeyboardTest {

    private static final Duration PATIENCE = Duration.ofSeconds(45);

    /** More Tab presses than the page has controls: a control not reached by then cannot be reached. */
    private static final int MAX_TABS = 150;

    @RegisterExtension
    static final Browser CHROMIUM = Browser.window(1280, 1000);

    private static ChromeDriver browser;

    @BeforeAll
    static void driver() {
        browser = CHROMIUM.driver();
    }

    @BeforeEach
    void english() {
        CHROMIUM.open("/");
        browser.executeScript("window.localStorage.removeItem('fifteen.language')");
    }

    @Test
    void aNewGameAndTilesMovedWithKeysOnly() {
        open("/?rows=3&cols=3");
        tabTo("scramble-method");
        keys(Keys.ARROW_DOWN); // random walk -> uniform
        assertThat(browser.findElement(By.id("scramble-method")).getDomProperty("value"))
                .isEqualTo("uniform");
        tabTo("scramble-seed");
        keys("42");
        tabTo("new-game-button");
        keys(Keys.ENTER);
        waitUntil("new-game-info", "Seed 42");
        String scrambled = board();
        assertThat(scrambled).isNotEqualTo("1,2,3/4,5,6/7,8,0");

        // Tab reaches the tiles that can slide (the others are out of the tab order); Enter slides one
        WebElement tile = tabToFirst("#board button[data-tile].movable");
        int number = Integer.parseInt(tile.getDomAttribute("data-tile"));
        keys(Keys.ENTER);
        wait(PATIENCE).until(driver -> !board().equals(scrambled));
        assertThat(text("slide-count")).isEqualTo("1 slide");
        assertThat(focused().getDomAttribute("data-tile"))
                .as("the focus stays on the tile that moved")
                .isEqualTo(String.valueOf(number));

        // an arrow moves the tile that can slide that way; the opposite arrow moves it back
        String afterOne = board();
        String arrow = canSlide("U") ? "U" : canSlide("D") ? "D" : canSlide("L") ? "L" : "R";
        keys(arrowKey(arrow));
        wait(PATIENCE).until(driver -> !board().equals(afterOne));
        keys(arrowKey(opposite(arrow)));
        wait(PATIENCE).until(driver -> board().equals(afterOne));
        waitUntil("slide-count", "3 slides");
    }

    @Test
    void aHintAndASolutionPlayedToTheGoalWithKeysOnly() {
        open("/?board=8,1,3/4,0,2/7,6,5");
        tabTo("hint-button");
        keys(Keys.SPACE);
        waitUntil("solve-message", "Hint: slide tile ");

        tabTo("solve-strategy");
        keys(Keys.ARROW_DOWN); // auto -> optimal
        assertThat(browser.findElement(By.id("solve-strategy")).getDomProperty("value"))
                .isEqualTo("optimal");
        tabTo("solve-button");
        keys(Keys.ENTER);
        wait(PATIENCE).until(driver -> text("solve-length").matches("\\d+"));
        int length = Integer.parseInt(text("solve-length"));

        tabTo("play-step");
        for (int step = 0; step < length; step++) {
            keys(Keys.SPACE);
        }
        wait(PATIENCE).until(driver -> browser.findElement(By.id("solved-flag")).isDisplayed());
        assertThat(board()).isEqualTo("1,2,3/4,5,6/7,8,0");
        assertThat(text("play-position")).isEqualTo(length + " / " + length);
    }

    @Test
    void theLanguageSwitchedWithKeysOnly() {
        open("/");
        assertThat(text("board-heading")).isEqualTo("Board");
        tabTo("language");
        keys(Keys.ARROW_DOWN);
        wait(PATIENCE).until(driver -> "zh-Hant".equals(lang()));
        assertThat(text("board-heading")).isEqualTo("棋盤");
        wait(PATIENCE).until(driver -> text("inv-verdict").startsWith("可解"));
        keys(Keys.ARROW_DOWN);
        wait(PATIENCE).until(driver -> "zh-Hans".equals(lang()));
        assertThat(text("board-heading")).isEqualTo("棋盘");
        assertThat(text("hint-button")).isEqualTo("提示");

        keys(Keys.ARROW_UP, Keys.ARROW_UP);
        wait(PATIENCE).until(driver -> "en".equals(lang()));
        wait(PATIENCE).until(driver -> text("inv-verdict").startsWith("Solvable"));
        assertThat(browser.findElement(By.className("skip-link")).getDomProperty("textContent"))
                .isEqualTo("Skip to the board");
    }

    private static void open(String path) {
        CHROMIUM.open(path);
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        wait(PATIENCE).until(driver -> !text("inv-n").equals("\u2013"));
    }

    /** Presses Tab until the element of that id has the focus. */
    private static void tabTo(String id) {
        for (int tab = 0; tab < MAX_TABS; tab++) {
            if (id.equals(focused().getDomAttribute("id"))) {
                return;
            }
            keys(Keys.TAB);
        }
        throw new AssertionError("Tab never reaches #" + id);
    }

    /** Presses Tab until an element matching the selector has the focus; returns it. */
    private static WebElement tabToFirst(String selector) {
        for (int tab = 0; tab < MAX_TABS; tab++) {
            WebElement focused = focused();
            if (Boolean.TRUE.equals(
                    browser.executeScript("return arguments[0].matches(arguments[1])", focused, selector))) {
                return focused;
            }
            keys(Keys.TAB);
        }
        throw new AssertionError("Tab never reaches " + selector);
    }

    private static void keys(CharSequence... keys) {
        new Actions(browser).sendKeys(keys).perform();
    }

    private static WebElement focused() {
        return browser.switchTo().activeElement();
    }

    private static boolean canSlide(String direction) {
        return Boolean.TRUE.equals(browser.executeScript(
                "return import('./js/board.js')"
                        + ".then(m => m.Board.parse(arguments[0]).tileMovingIn(arguments[1]) != null)",
                board(),
                direction));
    }

    private static Keys arrowKey(String direction) {
        return switch (direction) {
            case "U" -> Keys.ARROW_UP;
            case "D" -> Keys.ARROW_DOWN;
            case "L" -> Keys.ARROW_LEFT;
            default -> Keys.ARROW_RIGHT;
        };
    }

    private static String opposite(String direction) {
        return switch (direction) {
            case "U" -> "D";
            case "D" -> "U";
            case "L" -> "R";
            default -> "L";
        };
    }

    private static String lang() {
        return browser.findElement(By.tagName("html")).getDomAttribute("lang");
    }

    private static String board() {
        return browser.findElement(By.id("board")).getDomAttribute("data-board");
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private static void waitUntil(String id, String expected) {
        wait(PATIENCE).until(ExpectedConditions.textToBePresentInElementLocated(By.id(id), expected));
    }

    private static WebDriverWait wait(Duration timeout) {
        return new WebDriverWait(browser, timeout);
    }
}
