package dev.algoreval.dataset;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.dataset.plus.ResultComparer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hidden tests measured against seeded bugs: every mutant of a Python reference
 * ({@link SeededMutants}) is run on the prompt's fixed test (base) and on the variant's hidden tests
 * (plus), and plus must kill it: fail a hidden test that the reference passes. The mutants that pass
 * base are the bugs AlgoREval+ exists for. The per-algorithm table is printed after the run and
 * written to {@code MUTANTS.md} with {@code -Dalgoreval.writeMutantsTable=true}.
 */
class PlusMutantsTest {
    /** Far above any reference's time on one hidden input (under a second), so only a hang is cut off. */
    private static final double SECONDS_PER_INPUT = 10;
    private static final Path TABLE_FILE = Path.of("MUTANTS.md");
    private static final String OTHER_LANGUAGES = "## Other languages";

    private static Dataset dataset;
    private static Interfaces interfaces;
    private static PythonInterpreter python;
    private static PythonHiddenTestRunner runner;
    private static final List<MutationScoreTable.Fate> FATES = new ArrayList<>();
    private static final Map<String, List<Optional<String>>> REFERENCE_FAILURES = new ConcurrentHashMap<>();

    @TempDir
    static Path work;

    @BeforeAll
    static void load() {
        dataset = Dataset.load();
        interfaces = Interfaces.load();
        python = PythonInterpreter.resolve();
        runner = new PythonHiddenTestRunner(python, work, SECONDS_PER_INPUT);
    }

    @AfterAll
    static void report() throws IOException {
        MutationScoreTable table = new MutationScoreTable(FATES);
        System.out.println("Mutation score of the hidden tests:\n" + table.summary());
        if (Boolean.getBoolean("algoreval.writeMutantsTable")) {
            int all = algorithmsWithHiddenTests().stream()
                    .mapToInt(a -> SeededMutants.of(a).map(List::size).orElse(0)).sum();
            // A partial run (a test filter, an aborted mutant) would publish a table that leaves mutants out.
            assertThat(FATES).as("mutants measured before writing " + TABLE_FILE).hasSize(all);
            // The other languages' section is the engine's CrossLanguageMutantsTest's: kept as it is.
            String old = Files.exists(TABLE_FILE) ? Files.readString(TABLE_FILE, StandardCharsets.UTF_8) : "";
            int others = old.indexOf(OTHER_LANGUAGES);
            Files.writeString(TABLE_FILE, table.markdown() + (others < 0 ? "" : "\n" + old.substring(others)),
                    StandardCharsets.UTF_8);
        }
    }

    @Test
    void everyAlgorithmWithHiddenTestsHasThreeToFiveMutants() {
        for (String algorithm : selectedAlgorithmsWithHiddenTests()) {
            assertThat(SeededMutants.of(algorithm)).as(SeededMutants.resource(algorithm)).isPresent();
            assertThat(SeededMutants.of(algorithm).get()).as(SeededMutants.resource(algorithm)).hasSizeBetween(3, 5);
        }
    }

    @Test
    void everyMutantsFileBelongsToAnAlgorithmWithHiddenTests() throws IOException, URISyntaxException {
        URL folder = getClass().getClassLoader().getResource(SeededMutants.FOLDER);
        assertThat(folder).as(SeededMutants.FOLDER).isNotNull();
        List<String> algorithms = algorithmsWithHiddenTests();
        try (Stream<Path> files = Files.list(Path.of(folder.toURI()))) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                assertThat(name).as("mutants file").endsWith(".yaml");
                assertThat(algorithms).as(name + " names an algorithm with hidden tests")
                        .contains(name.substring(0, name.length() - ".yaml".length()));
            }
        }
    }

    @Test
    void everyMutantIsWellFormed() {
        for (String algorithm : selectedAlgorithmsWithHiddenTests()) {
            Set<String> names = new HashSet<>();
            for (SeededMutants.Mutant mutant : SeededMutants.of(algorithm).orElse(List.of())) {
                String what = algorithm + ": " + mutant.name();
                assertThat(names.add(mutant.name())).as("%s: names are unique", what).isTrue();
                assertThat(SeededMutants.KINDS).as("%s: kind", what).contains(mutant.kind());
                assertThat(mutant.replace()).as("%s: replace", what).isNotEmpty().isNotEqualTo(mutant.with());
                assertThat(mutant.with()).as("%s: with", what).isNotNull();
                assertThat(reference(algorithm, mutant)).as("%s: the variant has a Python reference", what).isPresent();
                assertThat(occurrences(reference(algorithm, mutant).get().referenceSolution(), mutant.replace()))
                        .as("%s: occurrences of the replaced text in the reference", what).isEqualTo(1);
                if (mutant.expectSurvives()) {
                    assertThat(mutant.reason()).as("%s: why it survives", what).isNotBlank();
                }
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> theHiddenTestsKillEveryMutant() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String algorithm : selectedAlgorithmsWithHiddenTests()) {
            for (SeededMutants.Mutant mutant : SeededMutants.of(algorithm).orElse(List.of())) {
                tests.add(DynamicTest.dynamicTest(algorithm + "/" + mutant.representation() + ": " + mutant.name(),
                        () -> measure(algorithm, mutant)));
            }
        }
        return tests.stream();
    }

    private static void measure(String algorithm, SeededMutants.Mutant mutant) throws IOException {
        Instance instance = reference(algorithm, mutant).orElseThrow();
        String program = mutant.applyTo(instance.referenceSolution());
        PythonInterpreter.Run base = python.run(program, Files.createTempDirectory(work, "base"));
        boolean passesBase = base.exitCode() == 0 && base.stdout().equals(instance.expectedOutput());

        Api api = interfaces.of(instance).orElseThrow();
        Comparison comparison = interfaces.comparison(algorithm, instance.representation());
        List<HiddenTest> hidden = HiddenTests.of(algorithm, instance.representation()).orElseThrow();
        List<Optional<String>> referenceFailures = REFERENCE_FAILURES.computeIfAbsent(instance.id(),
                id -> failures(instance.referenceSolution(), api, comparison, hidden));
        List<Optional<String>> failures = failures(program, api, comparison, hidden);
        int failed = 0;
        String firstFailure = null;
        for (int i = 0; i < hidden.size(); i++) {
            // A hidden test the reference itself fails (a reported reference bug) cannot tell a mutant apart.
            if (failures.get(i).isPresent() && referenceFailures.get(i).isEmpty()) {
                failed++;
                if (firstFailure == null) {
                    firstFailure = hidden.get(i).name() + ": " + abbreviated(failures.get(i).get());
                }
            }
        }
        MutationScoreTable.Fate fate = new MutationScoreTable.Fate(algorithm, mutant, passesBase, failed,
                hidden.size(), firstFailure);
        synchronized (FATES) {
            FATES.add(fate);
        }
        if (mutant.expectSurvives()) {
            System.out.println("known survivor " + algorithm + ": " + mutant.name() + " (" + mutant.reason() + ")"
                    + (fate.killed() ? " - now killed by '" + firstFailure + "': drop expectSurvives" : ""));
            return;
        }
        assertThat(fate.killed()).as("%s/%s mutant '%s' (passes base: %s) survives all %d hidden tests",
                algorithm, mutant.representation(), mutant.name(), passesBase, hidden.size()).isTrue();
    }

    /** Per hidden test: why the program's answer is wrong (a wrong result, an exception, no result), or empty. */
    private static List<Optional<String>> failures(String program, Api api, Comparison comparison,
            List<HiddenTest> hidden) {
        List<PythonHiddenTestRunner.Outcome> outcomes;
        try {
            outcomes = runner.run(program, api, hidden);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Optional<String>> failures = new ArrayList<>();
        for (int i = 0; i < hidden.size(); i++) {
            PythonHiddenTestRunner.Outcome outcome = outcomes.get(i);
            failures.add(outcome.ok() ? ResultComparer.mismatch(api, comparison, hidden.get(i), outcome.result())
                    : Optional.of(outcome.error()));
        }
        return failures;
    }

    private static List<String> algorithmsWithHiddenTests() {
        return dataset.algorithms().stream()
                .filter(a -> a.variants().stream().anyMatch(v -> HiddenTests.of(a.id(), v.representation()).isPresent()))
                .map(Algorithm::id).toList();
    }

    private static List<String> selectedAlgorithmsWithHiddenTests() {
        return algorithmsWithHiddenTests().stream().filter(TestSelection::includes).toList();
    }

    private static Optional<Instance> reference(String algorithm, SeededMutants.Mutant mutant) {
        return Representation.byId(mutant.representation())
                .flatMap(r -> dataset.instance(Instance.id(algorithm, Language.PYTHON, r)));
    }

    private static int occurrences(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    private static String abbreviated(String message) {
        return message.length() <= 160 ? message : message.substring(0, 157) + "...";
    }
}
