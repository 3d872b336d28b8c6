package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.algoreval.engine.api.Constants;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;

/**
 * The unique-id examples of docs/reports.md, read from the document and run through the engine against
 * the example suite's own marker classes: each selects exactly the tests it says, or says what it says,
 * so the documentation cannot go stale.
 *
 * <p>The examples are the fenced block after the line {@value #MARKER}. In it, {@code # with -Dkey=value …}
 * sets the run's keys for the examples after it ({@code # with the defaults}: none), other {@code #}
 * lines are comments, and each id is followed by one indented claim: {@code selects <test>, <test>, …}
 * (exactly these tests), {@code selects <n> tests}, or {@code says <text>} (selects nothing, and the
 * engine's explanation contains the text).
 */
class DocumentedUniqueIdsTest {
    static final String MARKER = "<!-- unique-id examples: checked by DocumentedUniqueIdsTest -->";
    private static final Pattern KEY = Pattern.compile("-D([^=\\s]+)=(\\S+)");
    private static final Pattern COUNT = Pattern.compile("selects (\\d+) tests");

    @TempDir
    static Path classes;

    @TempDir
    Path output;

    private static URLClassLoader exampleSuite;

    record Example(String id, Map<String, String> keys, String claim) {
    }

    @BeforeAll
    static void compileTheExampleSuite() throws IOException {
        exampleSuite = ExampleSuiteClasses.compile(Checkout.root(), classes);
    }

    @AfterAll
    static void close() throws IOException {
        exampleSuite.close();
    }

    @TestFactory
    Stream<DynamicTest> everyDocumentedIdSelectsWhatTheDocumentSays() throws IOException {
        List<Example> examples = examples(Files.readString(Checkout.root().resolve("docs/reports.md")));
        assertThat(examples).as("examples in docs/reports.md").hasSizeGreaterThan(3);
        return examples.stream().map(example -> DynamicTest.dynamicTest(example.claim() + " ← " + example.id(),
                () -> check(example)));
    }

    private void check(Example example) {
        EngineDiscoveryResults results = discover(example);
        List<String> tests = results.getEngineDescriptor().getDescendants().stream().filter(TestDescriptor::isTest)
                .map(TestDescriptor::getDisplayName).toList();
        String claim = example.claim();
        Matcher count = COUNT.matcher(claim);
        if (count.matches()) {
            assertThat(tests).hasSize(Integer.parseInt(count.group(1)));
        } else if (claim.startsWith("selects ")) {
            assertThat(tests).containsExactlyInAnyOrder(claim.substring("selects ".length()).split(", "));
        } else if (claim.startsWith("says ")) {
            assertThat(tests).isEmpty();
            assertThat(results.getDiscoveryIssues()).extracting(DiscoveryIssue::message)
                    .anySatisfy(message -> assertThat(message)
                            .startsWith("AlgoREval: " + UniqueId.parse(example.id()) + " selects no test")
                            .contains(claim.substring("says ".length())));
        } else {
            throw new AssertionError("a claim must read 'selects …' or 'says …', not: " + claim);
        }
    }

    /** Discovery in the class loader that has the example suite, as a user's build would. */
    private EngineDiscoveryResults discover(Example example) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(exampleSuite);
        try {
            return IsolatedRuns.engine().selectors(selectUniqueId(example.id())).configurationParameters(example.keys())
                    .configurationParameter(Constants.OUTPUT, output.toString()).discover();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    static List<Example> examples(String document) {
        List<String> lines = Arrays.asList(document.split("\n", -1));
        int marker = lines.indexOf(MARKER);
        assertThat(marker).as("docs/reports.md has the line %s", MARKER).isNotNegative();
        int start = marker + 1;
        while (!lines.get(start).startsWith("```")) {
            start++;
        }
        List<Example> examples = new ArrayList<>();
        Map<String, String> keys = Map.of();
        String id = null;
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("```")) {
                break;
            }
            if (line.startsWith("# with")) {
                Map<String, String> set = new LinkedHashMap<>();
                Matcher key = KEY.matcher(line);
                while (key.find()) {
                    set.put(key.group(1), key.group(2));
                }
                keys = set;
            } else if (line.startsWith("[engine:")) {
                id = line.strip();
            } else if (!line.isBlank() && !line.startsWith("#")) {
                assertThat(id).as("a claim follows an id: %s", line).isNotNull();
                examples.add(new Example(id, keys, line.strip()));
                id = null;
            }
        }
        return examples;
    }
}
