package dev.fifteen.docker;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The {@code .dockerignore} rules, case by case as the Docker reference states them, and the project's own file. */
class DockerIgnoreTest {

    private static DockerIgnore rules(String... lines) {
        return DockerIgnore.parse(List.of(lines));
    }

    @Test
    void aPatternIsAnchoredAtTheRootAndCoversWhatIsBelowAFolderItMatches() {
        DockerIgnore ignore = rules("target/", "*.pdb");
        assertThat(ignore.excludes("target")).isTrue();
        assertThat(ignore.excludes("target/classes/A.class")).isTrue();
        assertThat(ignore.excludes("src/target/A.java")).isFalse();
        assertThat(ignore.excludes("fifteen-4x4-7-8.pdb")).isTrue();
        // unlike .gitignore, a pattern without a folder does not reach into folders
        assertThat(ignore.excludes("data/fifteen-4x4-7-8.pdb")).isFalse();
        assertThat(ignore.excludes("targets")).isFalse();
    }

    @Test
    void starAndQuestionMarkStayWithinAFolderAndTwoStarsCrossFolders() {
        DockerIgnore ignore = rules("*/temp*", "**/*.iml", "log?.txt");
        assertThat(ignore.excludes("somedir/temporary.txt")).isTrue();
        assertThat(ignore.excludes("somedir/temp")).isTrue();
        assertThat(ignore.excludes("somedir/sub/temporary.txt")).isFalse();
        assertThat(ignore.excludes("temporary.txt")).isFalse();
        assertThat(ignore.excludes("fifteen.iml")).isTrue();
        assertThat(ignore.excludes("a/b/c/fifteen.iml")).isTrue();
        assertThat(ignore.excludes("log1.txt")).isTrue();
        assertThat(ignore.excludes("log12.txt")).isFalse();
        assertThat(ignore.excludes("log/.txt")).isFalse();
    }

    @Test
    void theLastMatchingPatternDecidesSoAnExceptionBringsAPathBack() {
        DockerIgnore ignore = rules("*.md", "!README*.md", "README-secret.md");
        assertThat(ignore.excludes("notes.md")).isTrue();
        assertThat(ignore.excludes("README.md")).isFalse();
        assertThat(ignore.excludes("README-secret.md")).isTrue();
        assertThat(rules("!README.md", "*.md").excludes("README.md")).isTrue();
    }

    @Test
    void pathsAreCleanedCommentsAndBlankLinesIgnoredAndClassesAndEscapesRead() {
        DockerIgnore ignore = rules("# a comment", "", "  /data/ ", "./node_modules", "[ab].txt", "[^x]y", "\\*star");
        assertThat(ignore.excludes("data/tables/t.pdb")).isTrue();
        assertThat(ignore.excludes("node_modules/x/index.js")).isTrue();
        assertThat(ignore.excludes("# a comment")).isFalse();
        assertThat(ignore.excludes("a.txt")).isTrue();
        assertThat(ignore.excludes("c.txt")).isFalse();
        assertThat(ignore.excludes("zy")).isTrue();
        assertThat(ignore.excludes("xy")).isFalse();
        assertThat(ignore.excludes("*star")).isTrue();
        assertThat(ignore.excludes("astar")).isFalse();
        assertThat(ignore.excludes("./data")).isTrue();
        assertThatThrownBy(() -> rules("[ab")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theProjectsFileLeavesOutBuildOutputTablesAndEditorFilesButNothingTheBuildReads() throws IOException {
        DockerIgnore ignore = DockerIgnore.of(Path.of("."));
        assertThat(List.of(
                        "target/fifteen-1.0.0.jar",
                        ".git/HEAD",
                        ".git",
                        "data/tables/fifteen-4x4-7-8.pdb",
                        "fifteen-4x4-7-8.pdb",
                        "src/main/resources/stray.pdb",
                        "node_modules/x/package.json",
                        "src/main/resources/static/node_modules/x.js",
                        ".idea/workspace.xml",
                        ".vscode/settings.json",
                        "fifteen.iml"))
                .allSatisfy(path -> assertThat(ignore.excludes(path)).as(path).isTrue());
        assertThat(List.of(
                        "pom.xml",
                        "mvnw",
                        ".mvn/wrapper/maven-wrapper.properties",
                        "checkstyle.xml",
                        "src/main/java/dev/fifteen/FifteenApplication.java",
                        "src/main/resources/application.properties",
                        "src/test/resources/logback-test.xml"))
                .allSatisfy(path -> assertThat(ignore.excludes(path)).as(path).isFalse());
    }
}
