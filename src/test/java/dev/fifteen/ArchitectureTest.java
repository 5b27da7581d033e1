package dev.fifteen;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The domain is plain Java: the board, the invariant, scrambles, search, number theory and the sliding game
 * import nothing from Spring, the servlet API, Jackson or the OpenAPI annotations, and nothing from the web
 * or configuration layers.
 */
@AnalyzeClasses(packages = "dev.fifteen", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    private static final String[] DOMAIN = {
            "dev.fifteen.puzzle..", "dev.fifteen.parity..", "dev.fifteen.scramble..", "dev.fifteen.search..",
            "dev.fifteen.numbertheory..", "dev.fifteen.slidinggame..", "dev.fifteen.problem.."};

    @ArchTest
    static final ArchRule domainIsPlainJava = noClasses().that().resideInAnyPackage(DOMAIN)
            .should().dependOnClassesThat().resideInAnyPackage(
                    "org.springframework..", "jakarta.servlet..", "jakarta.validation..", "tools.jackson..",
                    "com.fasterxml.jackson..", "io.swagger..", "org.springdoc..", "io.micrometer..")
            .because("the domain must be usable and testable without a framework");

    @ArchTest
    static final ArchRule domainDoesNotReachIntoTheWebLayer = noClasses().that().resideInAnyPackage(DOMAIN)
            .should().dependOnClassesThat().resideInAnyPackage("dev.fifteen.api..", "dev.fifteen.config..");
}
