package dev.fifteen.playground;

import dev.fifteen.search.planning.SolvePool;
import dev.fifteen.testing.infra.Browser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The playground page in a real headless Chromium against the service on a random loopback port: the page
 * loads cleanly, tiles slide with the invariant panel following, imported boards are judged, a seeded new
 * game is reproducible, a solution is played to the goal, and the sliding game's route is played to its end. One
 * browser serves the whole
 * class; every test leaves a full-page screenshot in {@code target/playground-screenshots}.
 */
@BrowserTest
class PlaygroundBrowserTest {

    /** Generous, for a loaded machine: waits end as soon as their condition holds. */
    private static final Duration PATIENCE = Duration.ofSeconds(45);

    @RegisterExtension
    static final Browser CHROMIUM = Browser.window(1280, 1000);

    private static ChromeDriver browser;

    @Autowired
    private SolvePool solvePool;

    @BeforeAll
    static void driver() {
        browser = CHROMIUM.driver();
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
        assertThat(browser.findElements(By.cssSelector("#board button[data-tile]")))
                .hasSize(15);
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
        assertThat(browser.findElement(By.id("import-message")).getAttribute("class"))
                .contains("error");

        input.clear();
        input.sendKeys("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0");
        browser.findElement(By.id("import-button")).click();
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.id("inv-verdict"), "data-solvable", "false"));
        assertThat(board()).isEqualTo("1,2,3,4/5,6,7,8/9,10,11,12/13,15,14,0");
        assertThat(text("inv-verdict")).startsWith("Unsolvable");
        assertThat(text("inv-n")).isEqualTo("1");
        assertThat(text("inv-explanation")).contains("cannot reach the goal");
        assertThat(browser.getCurrentUrl()).contains("board=1%2C2%2C3%2C4%2F5");

        // editing the cells to exchange 15 and 14 again gives a board that can reach the goal
        browser.findElement(By.id("import-edit-cells")).click();
        List<WebElement> cells = browser.findElements(By.cssSelector("#cell-editor input"));
        assertThat(cells).hasSize(16);
        cells.get(13).clear();
        cells.get(13).sendKeys("14");
        cells.get(14).clear();
        cells.get(14).sendKeys("15");
        assertThat(input.getDomProperty("value")).isEqualTo("1,2,3,4/5,6,7,8/9,10,11,12/13,14,15,0");
        browser.findElement(By.id("import-button")).click();
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.id("inv-verdict"), "data-solvable", "true"));
    }

    @Test
    void newGameWithASeedGivesTheSameBoardTwice() {
        open("/?rows=3&cols=3");
        new Select(browser.findElement(By.id("scramble-method"))).selectByValue("uniform");
        WebElement seed = browser.findElement(By.id("scramble-seed"));
        seed.sendKeys("42");

        browser.findElement(By.id("new-game-button")).click();
        waitUntilText("new-game-info", "Seed 42");
        String first = board();
        assertThat(first).isNotEqualTo("1,2,3/4,5,6/7,8,0").matches("\\d(,\\d){2}(/\\d(,\\d){2}){2}");
        assertThat(browser.getCurrentUrl())
                .contains("seed=42")
                .contains("method=uniform")
                .contains("rows=3");
        String shared = browser.getCurrentUrl();

        tile(tileNextToBlank(first)).click();
        wait(PATIENCE).until(driver -> !board().equals(first));
        browser.findElement(By.id("new-game-button")).click();
        wait(PATIENCE).until(driver -> board().equals(first));

        // the address replays the game
        browser.get("about:blank");
        open(shared.substring(shared.indexOf('/', "http://".length())));
        wait(PATIENCE).until(driver -> board().equals(first));
        assertThat(text("new-game-info")).startsWith("Seed 42");
        assertThat(text("inv-verdict")).startsWith("Solvable");
    }

    @Test
    void solvePlaysAThreeByThreeBoardToTheGoal() throws IOException {
        open("/?board=8,1,3/4,0,2/7,6,5");
        assertThat(browser.findElement(By.id("solved-flag")).isDisplayed()).isFalse();

        browser.findElement(By.id("hint-button")).click();
        waitUntilText("solve-message", "Hint: slide tile ");
        String hinted = text("solve-message").replaceAll("^Hint: slide tile (\\d+) .*$", "$1");
        assertThat(tile(Integer.parseInt(hinted)).getAttribute("class")).contains("movable");

        new Select(browser.findElement(By.id("solve-strategy"))).selectByValue("optimal");
        browser.findElement(By.id("solve-button")).click();
        wait(PATIENCE).until(driver -> text("solve-length").matches("\\d+"));
        int length = Integer.parseInt(text("solve-length"));
        assertThat(length).isPositive();
        assertThat(text("solve-optimal")).startsWith("yes");
        assertThat(browser.findElements(By.cssSelector("#solve-moves .move"))).hasSize(length);
        String slides = String.join(
                "",
                browser.findElements(By.cssSelector("#solve-moves .move")).stream()
                        .map(move -> move.getText().replaceAll("\\d", ""))
                        .toList());
        assertThat(Integer.parseInt(text("solve-length-multi"))).isEqualTo(runs(slides));
        assertThat(text("solve-moves-multi")).startsWith("In multi-tile moves: ");
        assertThat(browser.findElement(By.id("solve-animation")).getAttribute("href"))
                .contains("/render?board=8%2C1%2C3")
                .contains("moves=" + slides);

        saveScreenshot("solvePlaysAThreeByThreeBoardToTheGoal-solution");
        WebElement speed = browser.findElement(By.id("play-speed"));
        browser.executeScript("arguments[0].value = arguments[0].max", speed);
        browser.findElement(By.id("play-toggle")).click();
        wait(PATIENCE).until(driver -> browser.findElement(By.id("solved-flag")).isDisplayed());
        assertThat(board()).isEqualTo("1,2,3/4,5,6/7,8,0");
        assertThat(text("play-position")).isEqualTo(length + " / " + length);
        assertThat(text("slide-count")).isEqualTo(length + (length == 1 ? " slide" : " slides"));

        browser.findElement(By.id("play-back")).click();
        assertThat(browser.findElement(By.id("solved-flag")).isDisplayed()).isFalse();
        browser.findElement(By.id("play-step")).click();
        assertThat(browser.findElement(By.id("solved-flag")).isDisplayed()).isTrue();
        waitUntilText("inv-n", "0");
    }

    @Test
    void solveShowsTheBoundRisingAndCancelStopsTheServersSearch() throws IOException {
        // one of the positions that need 80 moves: the search runs far longer than this test
        open("/?board=15,11,8,12/14,10,9,13/2,6,5,1/3,7,4,0&goal=0,1,2,3/4,5,6,7/8,9,10,11/12,13,14,15");
        new Select(browser.findElement(By.id("solve-strategy"))).selectByValue("optimal");
        WebElement timeout = browser.findElement(By.id("solve-timeout"));
        timeout.clear();
        timeout.sendKeys("60000");
        browser.findElement(By.id("solve-button")).click();
        wait(PATIENCE).until(driver -> text("solve-progress-text").contains("lower bound"));
        long firstNodes = nodesShown();
        int firstBound = boundShown();
        wait(PATIENCE).until(driver -> nodesShown() > firstNodes);
        assertThat(boundShown()).isGreaterThanOrEqualTo(firstBound).isLessThanOrEqualTo(80);
        assertThat(solvePool.busy()).isEqualTo(1);
        saveScreenshot("solveShowsTheBoundRisingAndCancelStopsTheServersSearch-progress");

        browser.findElement(By.id("solve-cancel")).click();
        waitUntilText("solve-message", "Cancelled");
        await().atMost(PATIENCE)
                .pollInterval(Duration.ofMillis(5))
                .untilAsserted(() -> assertThat(solvePool.busy())
                        .as("the server's search stopped with the page's Cancel")
                        .isZero());
    }

    @Test
    void theWorksheetListsBoardsAtTheChosenDistanceWithDownloads() {
        open("/?rows=3&cols=3");
        WebElement count = browser.findElement(By.id("worksheet-count"));
        count.clear();
        count.sendKeys("5");
        WebElement distance = browser.findElement(By.id("worksheet-distance"));
        distance.clear();
        distance.sendKeys("9");
        browser.findElement(By.id("worksheet-seed")).sendKeys("3");
        browser.findElement(By.id("worksheet-button")).click();
        waitUntilText("worksheet-message", "5 boards ready");
        List<WebElement> rows = browser.findElements(By.cssSelector("#worksheet-rows tr"));
        assertThat(rows).hasSize(5);
        for (WebElement row : rows) {
            List<WebElement> cells = row.findElements(By.tagName("td"));
            assertThat(cells.get(2).getText()).isEqualTo("9");
            assertThat(cells.get(1).getText()).matches("\\d(,\\d){2}(/\\d(,\\d){2}){2}");
        }
        assertThat(browser.findElement(By.id("worksheet-csv")).isDisplayed()).isTrue();
        assertThat(browser.findElement(By.id("worksheet-csv")).getAttribute("href"))
                .startsWith("blob:");
        assertThat(browser.findElement(By.id("worksheet-ndjson")).getAttribute("download"))
                .isEqualTo("worksheet.ndjson");

        new Select(browser.findElement(By.id("worksheet-method"))).selectByValue("walk");
        WebElement moves = browser.findElement(By.id("worksheet-moves"));
        moves.clear();
        moves.sendKeys("12");
        browser.findElement(By.id("worksheet-button")).click();
        waitUntilText("worksheet-message", "5 boards ready");
        for (WebElement row : browser.findElements(By.cssSelector("#worksheet-rows tr"))) {
            String optimal = row.findElements(By.tagName("td")).get(2).getText();
            assertThat(Integer.parseInt(optimal)).isBetween(0, 12);
        }
    }

    @Test
    void aGameFinishedByHandIsGradedAgainstTheOptimum() {
        open("/?board=1,2,3/4,5,6/7,0,8");
        tile(5).click(); // a detour: 5 slides down and back up
        wait(PATIENCE).until(driver -> board().equals("1,2,3/4,0,6/7,5,8"));
        tile(5).click();
        wait(PATIENCE).until(driver -> board().equals("1,2,3/4,5,6/7,0,8"));
        assertThat(text("grade-message")).isEmpty();
        tile(8).click();
        waitUntilText("grade-message", "You solved it in 3 slides (3 moves); optimal is 1 slide (1 move).");

        // two tiles slid one after the other the same way are one multi-tile move
        open("/?board=1,2,3/4,5,6/0,7,8");
        tile(7).click();
        wait(PATIENCE).until(driver -> board().equals("1,2,3/4,5,6/7,0,8"));
        tile(8).click();
        waitUntilText("grade-message", "You solved it in 2 slides (1 move); optimal is 2 slides (1 move)");
        assertThat(text("grade-message")).endsWith(": a shortest solution.");
    }

    @Test
    void thePictureLinksDrawTheCurrentBoard() {
        open("/?board=1,2,3/4,5,6/7,0,8");
        new Select(browser.findElement(By.id("picture-scheme"))).selectByValue("fringe");
        String svg = browser.findElement(By.id("picture-svg")).getAttribute("href");
        String png = browser.findElement(By.id("picture-png")).getAttribute("href");
        assertThat(svg)
                .contains("/render?board=1%2C2%2C3%2F4%2C5%2C6%2F7%2C0%2C8")
                .contains("scheme=fringe");
        assertThat(contentType(svg)).isEqualTo("image/svg+xml");
        assertThat(contentType(png)).isEqualTo("image/png");

        // the metric switch: a solve in the multi-tile metric shows both counts too
        new Select(browser.findElement(By.id("solve-metric"))).selectByValue("multi");
        browser.findElement(By.id("solve-button")).click();
        waitUntilText("solve-moves-multi", "In multi-tile moves: L");
        assertThat(text("solve-length")).isEqualTo("1");
        assertThat(text("solve-length-multi")).isEqualTo("1");

        tile(8).click();
        wait(PATIENCE)
                .until(driver -> browser.findElement(By.id("picture-svg"))
                        .getAttribute("href")
                        .contains("board=1%2C2%2C3%2F4%2C5%2C6%2F7%2C8%2C0"));
    }

    /** The content type the service answers for an address, fetched by the page. */
    private String contentType(String href) {
        return (String) browser.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + " fetch(arguments[0]).then(r => done(r.headers.get('content-type')), e => done(String(e)));",
                href);
    }

    private static int runs(String slides) {
        int runs = 0;
        for (int i = 0; i < slides.length(); i++) {
            runs += i == 0 || slides.charAt(i) != slides.charAt(i - 1) ? 1 : 0;
        }
        return runs;
    }

    private long nodesShown() {
        String progress = text("solve-progress-text");
        java.util.regex.Matcher matcher =
                java.util.regex.Pattern.compile("([\\d,]+) nodes").matcher(progress);
        return matcher.find() ? Long.parseLong(matcher.group(1).replace(",", "")) : -1;
    }

    private int boundShown() {
        java.util.regex.Matcher matcher =
                java.util.regex.Pattern.compile("lower bound (\\d+)").matcher(text("solve-progress-text"));
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : -1;
    }

    @Test
    void theSlidingGameRouteBringsTheRedCounterHome() {
        open("/");
        WebElement rows = browser.findElement(By.id("sg-rows"));
        rows.clear();
        rows.sendKeys("5");
        WebElement cols = browser.findElement(By.id("sg-cols"));
        cols.clear();
        cols.sendKeys("4");
        browser.findElement(By.id("sg-button")).click();
        waitUntilText("sg-result", "S(5, 4) = 25");
        assertThat(text("sg-formula")).contains("6*max(m,n) + 2*min(m,n) - 13");

        WebElement step = browser.findElement(By.id("sg-step"));
        for (int slide = 0; slide < 25; slide++) {
            step.click();
        }
        assertThat(text("sg-position")).isEqualTo("25 / 25 \u00b7 the red counter is home");
        assertThat(browser.findElements(By.cssSelector("#sg-board .counter.red")))
                .hasSize(1);

        WebElement limit = browser.findElement(By.id("sg-prime-limit"));
        limit.clear();
        limit.sendKeys("1000");
        browser.findElement(By.id("sg-count-button")).click();
        waitUntilText("sg-count-result", "4,112,102 grids");
    }

    private void open(String path) {
        browser.manage().logs().get(LogType.BROWSER); // reading the log empties it: start each page afresh
        CHROMIUM.open(path);
        wait(PATIENCE).until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        wait(PATIENCE).until(driver -> !text("inv-n").equals("\u2013"));
    }

    /** A tile that can slide on the board given in the text form: one beside the blank in its row. */
    private static int tileNextToBlank(String text) {
        for (String row : text.split("/")) {
            List<String> tiles = List.of(row.split(","));
            int blank = tiles.indexOf("0");
            if (blank >= 0) {
                return Integer.parseInt(tiles.get(blank == 0 ? 1 : blank - 1));
            }
        }
        throw new IllegalArgumentException("no blank in " + text);
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
        CHROMIUM.pageScreenshot(name);
    }
}
