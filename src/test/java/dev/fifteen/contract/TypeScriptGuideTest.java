package dev.fifteen.contract;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The TypeScript lines that the API guide shows another app are the lines the build type-checks: the guide's
 * {@code ts} block, without its imports, stands word for word (indentation aside) in
 * {@code src/test/typescript/client-example.ts}, which {@code tsc} checks against the types generated from the
 * contract. A guide edited alone, or an example changed alone, fails here.
 */
class TypeScriptGuideTest {

    private static final Path GUIDE = Path.of("docs/api.md");
    private static final Path EXAMPLE = Path.of("src/test/typescript/client-example.ts");
    private static final Pattern TS_BLOCK = Pattern.compile("(?ms)^```ts\\n(.*?)^```");

    @Test
    void theGuidesClientLinesAreTheCheckedExamples() throws IOException {
        Matcher block = TS_BLOCK.matcher(Files.readString(GUIDE));
        assertThat(block.find()).as("a ts block in %s", GUIDE).isTrue();
        List<String> shown = codeLines(block.group(1)).stream()
                .filter(line -> !line.startsWith("import "))
                .toList();
        List<String> checked = codeLines(Files.readString(EXAMPLE));
        assertThat(shown).as("the guide's client lines").hasSizeGreaterThan(5);
        assertThat(Collections.indexOfSubList(checked, shown))
                .as("%s's ts block, without its imports, in %s", GUIDE, EXAMPLE)
                .isNotNegative();
    }

    private static List<String> codeLines(String text) {
        return text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }
}
