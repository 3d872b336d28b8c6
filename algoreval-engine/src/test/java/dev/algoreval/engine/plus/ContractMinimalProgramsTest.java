package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The false-reject guard in the typed languages: the dataset's contract-minimal implementations written
 * in C (or another typed language, named {@code <representation>.<extension>} beside the Python ones) run
 * through their language's real driver and sandbox on every hidden test. They use
 * {@code int} wherever the contract promises 32 bits and a wider type only where it says a value may need
 * 64, so a hidden test that needs a width the prompt never stated fails here. The Python ones run in the
 * dataset module ({@code ContractMinimalTest}).
 */
class ContractMinimalProgramsTest {
    static final Path FOLDER = Path.of("..", "algoreval-dataset", "src", "test", "resources", "plus", "minimal");
    /** A third of the engine's default 30 s limit, as for the Python ones. */
    private static final Duration BUDGET = Duration.ofSeconds(10);

    @TestFactory
    Stream<DynamicTest> everyContractMinimalProgramPassesItsHiddenTestsThroughItsDriver() throws IOException {
        Dataset dataset = Dataset.load();
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : programs()) {
            String algorithm = file.getParent().getFileName().toString();
            String name = file.getFileName().toString();
            String extension = name.substring(name.lastIndexOf('.') + 1);
            Language language = languageOf(extension).orElseThrow(() -> new AssertionError(file + ": no language"));
            Representation representation = Representation.byId(name.substring(0, name.lastIndexOf('.')))
                    .orElseThrow(() -> new AssertionError(file + ": not named after a representation"));
            Instance instance = dataset.instance(Instance.id(algorithm, language, representation))
                    .orElseThrow(() -> new AssertionError(file + ": no instance " + algorithm + "/" + language.id()));
            tests.add(DynamicTest.dynamicTest(instance.id(), () -> {
                PlusResult result = PlusSandbox.runner().run(instance, Files.readString(file, StandardCharsets.UTF_8));
                assertThat(result.outcome()).as("%s: %s (first failure: %s)", instance.id(), result.detail(),
                        result.firstFailure()).isEqualTo(Outcome.PASS);
                assertThat(result.run()).as("%s: run time of all hidden inputs", instance.id()).isLessThan(BUDGET);
            }));
        }
        return tests.stream();
    }

    @Test
    void theFolderHoldsProgramsInTheTypedLanguages() throws IOException {
        assertThat(programs()).as("contract-minimal programs beside the Python ones in " + FOLDER).isNotEmpty();
    }

    static List<Path> programs() throws IOException {
        try (Stream<Path> files = Files.walk(FOLDER)) {
            return files.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".py")).sorted().toList();
        }
    }

    private static Optional<Language> languageOf(String extension) {
        return Stream.of(Language.values()).filter(l -> l.sourceFileName().endsWith("." + extension)).findFirst();
    }
}
