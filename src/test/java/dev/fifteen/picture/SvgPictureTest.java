package dev.fifteen.picture;

import dev.fifteen.puzzle.Board;
import dev.fifteen.testing.oracle.RandomBoards;
import dev.fifteen.testing.oracle.Slides;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The SVG parsed as XML: one group per tile on its cell with its number, the colours of each scheme, compact large
 * boards, and animations whose first and last positions are the start board and the test side's replay.
 */
class SvgPictureTest {

    private static final Pattern TRANSLATE = Pattern.compile("translate\\((\\d+) (\\d+)\\)");

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void everyTileIsOneGroupOnItsCellWithItsNumber(long seed) throws Exception {
        RandomGenerator random = RandomBoards.seeded(seed);
        Board board = RandomBoards.any(4, 4, random);
        Board goal = Board.standardGoal(4, 4);
        Document svg = parse(SvgPicture.draw(BoardPicture.of(board, goal, 360, ColourScheme.PLAIN, true)));

        Element root = svg.getDocumentElement();
        assertThat(root.getAttribute("width")).isEqualTo("360");
        assertThat(root.getAttribute("height")).isEqualTo("360");
        Map<Integer, Element> tiles = tiles(svg);
        assertThat(tiles).hasSize(16);
        for (int cell = 0; cell < 16; cell++) {
            int tile = board.tileAt(cell);
            Element group = tiles.get(tile);
            assertThat(cellOf(group.getAttribute("transform"), 90, 4))
                    .as("cell of %d", tile)
                    .isEqualTo(cell);
            NodeList text = group.getElementsByTagName("text");
            if (tile == 0) {
                assertThat(text.getLength()).isZero();
            } else {
                assertThat(text.item(0).getTextContent()).isEqualTo(Integer.toString(tile));
            }
        }
    }

    @Test
    void withoutTheBlankThereIsOneGroupPerTile() throws Exception {
        Board board = Board.parse("1,2,3/4,5,6/7,8,0");
        Document svg = parse(SvgPicture.draw(BoardPicture.of(board, board, 120, ColourScheme.PLAIN, false)));
        assertThat(tiles(svg)).hasSize(8).doesNotContainKey(0);
    }

    @Test
    void theFringeSchemeColoursEachTileByItsGoalCellsFringe() throws Exception {
        Board goal = Board.standardGoal(5, 4);
        Board board = RandomBoards.any(5, 4, RandomBoards.seeded(11));
        BoardPicture picture = BoardPicture.of(board, goal, 400, ColourScheme.FRINGE, true);
        Document svg = parse(SvgPicture.draw(picture));
        Map<String, String> fills = fills(svg);
        Set<String> colours = new HashSet<>();
        for (Map.Entry<Integer, Element> entry : tiles(svg).entrySet()) {
            int tile = entry.getKey();
            if (tile == 0) {
                continue;
            }
            int home = tile - 1; // the standard goal: tile t belongs on cell t - 1
            int fringe = Math.min(home / 4, home % 4);
            String colourClass = use(entry.getValue()).getAttribute("class");
            assertThat(colourClass).isEqualTo("c" + fringe);
            colours.add(fills.get(colourClass));
        }
        assertThat(colours).as("one colour a fringe").hasSize(4);
    }

    @Test
    void theInPlaceSchemeMarksTilesOnTheirGoalCell() throws Exception {
        Board board = Board.parse("1,2,3/4,6,5/7,8,0");
        Document svg = parse(
                SvgPicture.draw(BoardPicture.of(board, Board.standardGoal(3, 3), 300, ColourScheme.INPLACE, false)));
        Map<String, String> fills = fills(svg);
        for (Map.Entry<Integer, Element> entry : tiles(svg).entrySet()) {
            boolean home = entry.getKey() != 5 && entry.getKey() != 6;
            assertThat(fills.get(use(entry.getValue()).getAttribute("class")))
                    .as("tile %d", entry.getKey())
                    .isEqualTo(home ? "#b9d89a" : "#f3e3c3");
        }
    }

    @Test
    void aHundredByHundredBoardLeavesTheNumbersOutAndStaysCompact() throws Exception {
        Board board = RandomBoards.any(100, 100, RandomBoards.seeded(5));
        String text =
                SvgPicture.draw(BoardPicture.of(board, Board.standardGoal(100, 100), 360, ColourScheme.FRINGE, true));
        Document svg = parse(text);
        assertThat(tiles(svg)).hasSize(10_000);
        assertThat(svg.getElementsByTagName("text").getLength()).isZero();
        assertThat(text.length()).as("at most 80 bytes a tile").isLessThan(800_000);
        assertThat(svg.getDocumentElement().getAttribute("width")).isEqualTo("300");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void anAnimationStartsOnTheBoardAndEndsOnTheReplayedOne(long seed) throws Exception {
        RandomGenerator random = RandomBoards.seeded(seed);
        Board board = RandomBoards.any(3, 4, random);
        String slides = Slides.randomLegal(board, 40, random);
        int[] end = Slides.play(board, slides);
        Document svg =
                parse(SvgPicture.draw(BoardPicture.of(board, board, 400, ColourScheme.PLAIN, true), slides, 0.25));

        for (Map.Entry<Integer, Element> entry : tiles(svg).entrySet()) {
            int tile = entry.getKey();
            int startCell = Slides.indexOf(board.cells(), tile);
            int endCell = Slides.indexOf(end, tile);
            NodeList animations = entry.getValue().getElementsByTagName("animateTransform");
            if (animations.getLength() == 0) {
                assertThat(endCell).as("a tile without animation stays").isEqualTo(startCell);
                continue;
            }
            Element animation = (Element) animations.item(0);
            assertThat(animation.getAttribute("dur")).isEqualTo("10.5s"); // 40 slides and two held steps
            assertThat(animation.getAttribute("fill")).isEqualTo("freeze");
            String[] values = animation.getAttribute("values").split(";");
            String[] times = animation.getAttribute("keyTimes").split(";");
            assertThat(times).hasSameSizeAs(values);
            assertThat(times[0]).isEqualTo("0");
            assertThat(times[times.length - 1]).isEqualTo("1");
            for (int i = 1; i < times.length; i++) {
                assertThat(Double.parseDouble(times[i])).isGreaterThanOrEqualTo(Double.parseDouble(times[i - 1]));
            }
            assertThat(cellOf("translate(" + values[0] + ")", 100, 4)).isEqualTo(startCell);
            assertThat(cellOf("translate(" + values[values.length - 1] + ")", 100, 4))
                    .as("tile %d at the end", tile)
                    .isEqualTo(endCell);
        }
    }

    static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    /** The tile groups by tile number, the blank as 0. */
    static Map<Integer, Element> tiles(Document svg) {
        Map<Integer, Element> tiles = new HashMap<>();
        NodeList groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            String id = group.getAttribute("id");
            int tile = id.equals("blank") ? 0 : Integer.parseInt(id.substring(1));
            assertThat(tiles.put(tile, group)).as("tile %d drawn once", tile).isNull();
        }
        return tiles;
    }

    /** The fill of each colour class, from the style sheet. */
    private static Map<String, String> fills(Document svg) {
        Map<String, String> fills = new HashMap<>();
        Matcher rule = Pattern.compile("\\.(\\w+)\\{fill:(#[0-9a-f]{6})}")
                .matcher(svg.getElementsByTagName("style").item(0).getTextContent());
        while (rule.find()) {
            fills.put(rule.group(1), rule.group(2));
        }
        return fills;
    }

    private static Element use(Element group) {
        return (Element) group.getElementsByTagName("use").item(0);
    }

    private static int cellOf(String transform, int cell, int columns) {
        Matcher matcher = TRANSLATE.matcher(transform);
        assertThat(matcher.matches()).as(transform).isTrue();
        int x = Integer.parseInt(matcher.group(1));
        int y = Integer.parseInt(matcher.group(2));
        assertThat(x % cell).isZero();
        assertThat(y % cell).isZero();
        return y / cell * columns + x / cell;
    }
}
