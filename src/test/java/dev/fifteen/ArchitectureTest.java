package dev.fifteen;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The shape of the code. The domain (board, invariant, scrambles, search, number theory, sliding game, pictures) is
 * plain Java: it imports nothing from Spring, the servlet API, Jackson, the OpenAPI annotations or Micrometer, and
 * nothing from the web layer. Each web feature ({@code web.solvability}, {@code web.scramble}, {@code web.solve},
 * {@code web.slidinggame}, {@code web.replay}, {@code web.render}) reads on its own: it may use the shared rooms
 * ({@code web}, {@code web.edge}, {@code web.memory}, {@code web.locks}) and the domain, never another feature. The
 * shared rooms know no feature, the shared {@code web} package does not know the edge, and no package depends on
 * itself in a cycle.
 */
@AnalyzeClasses(packages = "dev.fifteen", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    private static final String[] DOMAIN = {
        "dev.fifteen.puzzle..",
        "dev.fifteen.parity..",
        "dev.fifteen.scramble..",
        "dev.fifteen.search..",
        "dev.fifteen.numbertheory..",
        "dev.fifteen.slidinggame..",
        "dev.fifteen.picture..",
        "dev.fifteen.problem.."
    };

    private static final String[] FEATURES = {
        "dev.fifteen.web.solvability..",
        "dev.fifteen.web.scramble..",
        "dev.fifteen.web.solve..",
        "dev.fifteen.web.slidinggame..",
        "dev.fifteen.web.replay..",
        "dev.fifteen.web.render.."
    };

    private static final String[] SHARED_ROOMS = {
        "dev.fifteen.web",
        "dev.fifteen.web.edge..",
        "dev.fifteen.web.memory..",
        "dev.fifteen.web.locks..",
        "dev.fifteen.web.observability..",
        "dev.fifteen.web.ratelimit.."
    };

    @ArchTest
    static final ArchRule domainIsPlainJava = noClasses()
            .that()
            .resideInAnyPackage(DOMAIN)
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.springframework..",
                    "jakarta.servlet..",
                    "jakarta.validation..",
                    "tools.jackson..",
                    "com.fasterxml.jackson..",
                    "io.swagger..",
                    "org.springdoc..",
                    "io.micrometer..",
                    "io.lettuce..",
                    "io.github.bucket4j..",
                    "io.github.resilience4j..",
                    "org.apache..")
            .because("the domain must be usable and testable without a framework");

    @ArchTest
    static final ArchRule domainDoesNotReachIntoTheWebLayer = noClasses()
            .that()
            .resideInAnyPackage(DOMAIN)
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("dev.fifteen.web..", "dev.fifteen.cluster..");

    @ArchTest
    static final ArchRule featuresDoNotReachIntoEachOther = slices().matching("dev.fifteen.web.(*)..")
            .should()
            .notDependOnEachOther()
            .ignoreDependency(
                    JavaClass.Predicates.resideInAPackage("dev.fifteen.web.."),
                    JavaClass.Predicates.resideInAnyPackage(SHARED_ROOMS))
            .because("a feature package reads on its own; what two features share lives in a shared room");

    @ArchTest
    static final ArchRule sharedRoomsKnowNoFeature = noClasses()
            .that()
            .resideInAnyPackage(SHARED_ROOMS)
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(FEATURES);

    @ArchTest
    static final ArchRule edgeKnowsNoFeature = noClasses()
            .that()
            .resideInAPackage("dev.fifteen.web.edge..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(FEATURES)
            .because("the edge guards every feature alike");

    @ArchTest
    static final ArchRule sharedWebDoesNotKnowTheEdge = noClasses()
            .that()
            .resideInAPackage("dev.fifteen.web")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("dev.fifteen.web.edge..");

    @ArchTest
    static final ArchRule noPackageCycles =
            slices().matching("dev.fifteen.(**)").should().beFreeOfCycles();
}
