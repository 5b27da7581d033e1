package dev.fifteen;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README and the guides stay true to the tree. The code map ({@code docs/architecture.md}) names each package
 * by its Java name in backticks, such as {@code `dev.fifteen.web.solve`}: every such name, there and in the README,
 * must be a package under {@code src/main/java}, and every package there must be on the map. Every guide in
 * {@code docs/} is linked from the README, and every relative link of the README and the guides leads to a file.
 */
class CodeMapTest {

    private static final Path MAIN = Path.of("src/main/java");
    private static final Path README = Path.of("README.md");
    private static final Path ARCHITECTURE = Path.of("docs/architecture.md");
    private static final Path DOCS = Path.of("docs");

    /** A package name alone in backticks; a class name after it (a capital letter) is not a package. */
    private static final Pattern PACKAGE = Pattern.compile("`(dev\\.fifteen(?:\\.[a-z][a-z0-9]*)*)`");

    /** A Markdown link or image target, without a title; the target ends at a space or the closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    private static final Pattern FENCED_BLOCK = Pattern.compile("(?ms)^```.*?^```");

    @Test
    void everyPackageTheMapNamesExists() throws IOException {
        Set<String> named = packagesNamedIn(ARCHITECTURE);
        named.addAll(packagesNamedIn(README));

        assertThat(named).as("packages named in %s", ARCHITECTURE).hasSizeGreaterThan(10);
        assertThat(named)
                .filteredOn(name -> !Files.isDirectory(MAIN.resolve(name.replace('.', '/'))))
                .as("packages named in %s or %s without a directory under %s", ARCHITECTURE, README, MAIN)
                .isEmpty();
    }

    @Test
    void everyPackageIsOnTheMap() throws IOException {
        Set<String> named = packagesNamedIn(ARCHITECTURE);

        assertThat(packagesWithSources())
                .filteredOn(name -> !named.contains(name))
                .as("packages under %s missing from the code map in %s", MAIN, ARCHITECTURE)
                .isEmpty();
    }

    @Test
    void everyGuideIsLinkedFromTheReadme() throws IOException {
        Set<Path> linked = new TreeSet<>();
        for (String target : linksIn(README)) {
            linked.add(resolve(README, target));
        }

        assertThat(guides())
                .filteredOn(guide -> !linked.contains(guide.normalize()))
                .as("guides in %s not linked from %s", DOCS, README)
                .isEmpty();
    }

    @Test
    void everyRelativeLinkLeadsToAFile() throws IOException {
        List<Path> pages = new ArrayList<>(guides());
        pages.add(README);
        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            for (String target : linksIn(page)) {
                if (!Files.exists(resolve(page, target))) {
                    broken.add(page + " -> " + target);
                }
            }
        }

        assertThat(broken).as("relative links that lead nowhere").isEmpty();
    }

    private static Set<String> packagesNamedIn(Path page) throws IOException {
        Set<String> names = new TreeSet<>();
        Matcher matcher = PACKAGE.matcher(Files.readString(page, StandardCharsets.UTF_8));
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    /** The packages that hold at least one Java file, as Java names. */
    private static Set<String> packagesWithSources() throws IOException {
        try (Stream<Path> files = Files.walk(MAIN)) {
            Set<String> packages = new TreeSet<>();
            files.filter(file -> file.toString().endsWith(".java"))
                    .map(file -> MAIN.relativize(file.getParent())
                            .toString()
                            .replace(file.getFileSystem().getSeparator(), "."))
                    .forEach(packages::add);
            return packages;
        }
    }

    private static List<Path> guides() throws IOException {
        try (Stream<Path> files = Files.list(DOCS)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".md"))
                    .map(Path::normalize)
                    .sorted()
                    .toList();
        }
    }

    /** The relative link targets of a page, outside fenced code blocks, without their {@code #fragment}. */
    private static List<String> linksIn(Path page) throws IOException {
        String text = FENCED_BLOCK
                .matcher(Files.readString(page, StandardCharsets.UTF_8))
                .replaceAll("");
        List<String> targets = new ArrayList<>();
        Matcher matcher = LINK.matcher(text);
        while (matcher.find()) {
            String target = matcher.group(1);
            int fragment = target.indexOf('#');
            String file = fragment < 0 ? target : target.substring(0, fragment);
            if (!file.isEmpty() && !file.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                targets.add(file);
            }
        }
        return targets;
    }

    private static Path resolve(Path page, String target) {
        Path directory = page.toAbsolutePath().getParent();
        return Path.of("").toAbsolutePath().relativize(directory.resolve(target).normalize());
    }
}
