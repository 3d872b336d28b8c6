package dev.algoreval.engine;

import dev.algoreval.engine.api.AlgorevalSuite;
import dev.algoreval.engine.api.Constants;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * A typo in an {@code @AlgorevalSuite} attribute fails discovery with a message naming the class, the
 * attribute and the value, like a typo in an {@code algoreval.*} key, instead of running 0 tests.
 * The mistyped suites are compiled here at run time, so that no scan of the test classes meets them.
 */
class SuiteAttributeValidationTest {
    @TempDir
    static Path classes;
    static URLClassLoader loader;

    @BeforeAll
    static void compileMistypedSuites() throws IOException, URISyntaxException {
        Path source = classes.resolve("typo");
        Files.createDirectories(source);
        write(source, "LanguageTypoSuite", "languages = \"rsut\"");
        write(source, "AlgorithmTypoSuite", "algorithms = {\"kmp\", \"djikstra\"}");
        write(source, "DomainTypoSuite", "domains = \"graphs\"");
        write(source, "RepresentationTypoSuite", "representations = \"adjacency\"");
        write(source, "FenceTagSuite", "languages = \"js\"");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        String classpath = location(AlgorevalSuite.class) + java.io.File.pathSeparator + location(Testable.class);
        List<String> args = new java.util.ArrayList<>(List.of("-d", classes.toString(), "-cp", classpath));
        try (var files = Files.list(source)) {
            files.forEach(f -> args.add(f.toString()));
        }
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).isZero();
        loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, SuiteAttributeValidationTest.class.getClassLoader());
    }

    @AfterAll
    static void close() throws IOException {
        loader.close();
    }

    private static void write(Path dir, String name, String attributes) throws IOException {
        Files.writeString(dir.resolve(name + ".java"), "package typo;\n@dev.algoreval.engine.api.AlgorevalSuite(" + attributes
                + ")\npublic class " + name + " {\n}\n");
    }

    private static String location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private static Class<?> suite(String name) throws ClassNotFoundException {
        return loader.loadClass("typo." + name);
    }

    private static List<DiscoveryIssue> issues(Class<?> suite) {
        return IsolatedRuns.engine().selectors(selectClass(suite))
                .enableImplicitConfigurationParameters(false).discover().getDiscoveryIssues();
    }

    @Test
    void aMistypedLanguageIsAnErrorNamingClassAttributeValueAndTheNearestId() throws Exception {
        Class<?> suite = suite("LanguageTypoSuite");
        List<DiscoveryIssue> issues = issues(suite);
        assertThat(issues).singleElement().satisfies(issue -> {
            assertThat(issue.severity()).isEqualTo(Severity.ERROR);
            assertThat(issue.message()).contains("typo.LanguageTypoSuite", "languages = \"rsut\"", "unknown language id 'rsut'",
                    "did you mean 'rust'?", "python, c, cpp, java, javascript, rust, go");
            assertThat(issue.source()).contains(ClassSource.from(suite));
        });
    }

    @Test
    void eachUnknownAlgorithmDomainAndRepresentationIsNamed() throws Exception {
        assertThat(issues(suite("AlgorithmTypoSuite"))).singleElement().satisfies(issue -> assertThat(issue.message())
                .contains("algorithms = \"djikstra\"", "unknown algorithm id 'djikstra'", "did you mean 'dijkstra'?")
                .doesNotContain("'kmp'"));
        assertThat(issues(suite("DomainTypoSuite"))).singleElement().satisfies(issue -> assertThat(issue.message())
                .contains("domains = \"graphs\"", "did you mean 'graph'?"));
        assertThat(issues(suite("RepresentationTypoSuite"))).singleElement().satisfies(issue -> assertThat(issue.message())
                .contains("representations = \"adjacency\"", "Known representations: edge_list, adj_list, adj_matrix,"));
    }

    @Test
    void aCodeFenceNameForALanguagePointsToItsId() throws Exception {
        assertThat(issues(suite("FenceTagSuite"))).singleElement()
                .satisfies(issue -> assertThat(issue.message()).contains("did you mean 'javascript'?"));
    }

    @Test
    void theLauncherFailsTheEngineInsteadOfRunningNoTest() throws Exception {
        StringBuilder failure = new StringBuilder();
        List<String> tests = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<TestExecutionResult.Status> engine = new java.util.concurrent.CopyOnWriteArrayList<>();
        LauncherFactory.create().execute(IsolatedRuns.request()
                .selectors(selectClass(suite("LanguageTypoSuite")))
                .filters(includeEngines(Constants.ENGINE_ID))
                .enableImplicitConfigurationParameters(false)
                .build(), new TestExecutionListener() {
                    @Override
                    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                        if (id.isTest()) {
                            tests.add(id.getUniqueId());
                        } else if (id.getParentId().isEmpty()) {
                            engine.add(result.getStatus());
                            result.getThrowable().ifPresent(t -> failure.append(t).append(t.getCause()));
                        }
                    }
                });
        assertThat(tests).isEmpty();
        assertThat(engine).containsExactly(TestExecutionResult.Status.FAILED);
        assertThat(failure.toString()).contains("unknown language id 'rsut'");
    }

    @Test
    void aMistypedAlgorithmKeySuggestsTheNearestId() {
        List<DiscoveryIssue> issues = IsolatedRuns.engine().selectors(selectClass(AllInstancesSuite.class))
                .enableImplicitConfigurationParameters(false)
                .configurationParameters(Map.of(Constants.ALGORITHMS, "merge-sort,mergesort")).discover().getDiscoveryIssues();
        assertThat(issues).extracting(DiscoveryIssue::message)
                .contains("algoreval.algorithms: unknown algorithm id 'mergesort'; did you mean 'merge-sort'?");
    }
}
