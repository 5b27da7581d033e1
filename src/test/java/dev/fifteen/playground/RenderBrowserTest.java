package dev.fifteen.playground;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.infra.Browser;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.chrome.ChromeDriver;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The animated SVG of {@code /render} in a real headless Chromium: at its first moment it shows the start board and
 * at its end the goal, compared pixel by pixel at each tile's centre and on its face above the number with the still
 * pictures of those two boards, drawn by the same browser. The animation's clock is set from the test (the picture
 * itself has no script).
 */
@BrowserTest
class RenderBrowserTest {

    private static final int SIZE = 300;
    private static final int CELL = 100;

    @RegisterExtension
    static final Browser CHROMIUM = Browser.window(500, 500);

    @Test
    void theAnimationStartsOnTheBoardAndEndsOnTheGoal() throws IOException {
        Board goal = Board.standardGoal(3, 3);
        String walk = Slides.randomLegal(goal, 30, RandomBoards.seeded(23));
        Board start = Board.of(3, 3, Slides.play(goal, walk));
        String moves = undo(walk);
        assertThat(Slides.play(start, moves)).isEqualTo(goal.cells());

        int[] startPixels = samples(still(start, "start"));
        int[] goalPixels = samples(still(goal, "goal"));
        assertThat(startPixels).as("the start and the goal look different").isNotEqualTo(goalPixels);

        open("/render?scheme=fringe&size=" + SIZE + "&board=" + encode(start.toText()) + "&moves=" + moves);
        assertThat(samples(at(0, "animation-start"))).isEqualTo(startPixels);
        assertThat(samples(at(1_000, "animation-end"))).isEqualTo(goalPixels);
        assertThat(samples(at(moves.length() * 0.25 / 2, "animation-middle")))
                .as("halfway, neither")
                .isNotEqualTo(startPixels)
                .isNotEqualTo(goalPixels);
    }

    private BufferedImage still(Board board, String name) throws IOException {
        open("/render?scheme=fringe&size=" + SIZE + "&board=" + encode(board.toText()));
        return screenshot("render-still-" + name);
    }

    /** The animation's picture at a moment, in seconds from its start, with its clock stopped there. */
    private BufferedImage at(double seconds, String name) throws IOException {
        ChromeDriver browser = CHROMIUM.driver();
        browser.executeScript(
                "const svg = document.documentElement; svg.pauseAnimations(); svg.setCurrentTime(arguments[0]);",
                seconds);
        return screenshot("render-" + name);
    }

    private void open(String path) {
        CHROMIUM.open(path);
    }

    private static BufferedImage screenshot(String name) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(CHROMIUM.screenshot(name)));
    }

    /** For each cell, the pixel at its centre and the one on the tile's face above its number. */
    private static int[] samples(BufferedImage image) {
        int[] samples = new int[18];
        for (int cell = 0; cell < 9; cell++) {
            int x = cell % 3 * CELL + CELL / 2;
            int y = cell / 3 * CELL;
            samples[2 * cell] = image.getRGB(x, y + CELL / 2);
            samples[2 * cell + 1] = image.getRGB(x, y + CELL / 6);
        }
        return samples;
    }

    /** The slides that undo a walk: its slides in reverse order, each in the opposite direction. */
    private static String undo(String walk) {
        char[] undo = new char[walk.length()];
        for (int i = 0; i < walk.length(); i++) {
            char letter = walk.charAt(walk.length() - 1 - i);
            undo[i] = switch (letter) {
                case 'U' -> 'D';
                case 'D' -> 'U';
                case 'L' -> 'R';
                default -> 'L';
            };
        }
        return new String(undo);
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
