package dev.algoreval.engine.snippet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Prompt;
import dev.algoreval.dataset.PromptRenderer;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.pipeline.Evaluator;
import dev.algoreval.engine.plus.PlusRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The snippet condition's prompt (the paper's Figure 7) from a corpus directory, and its fallback. */
class SnippetConditionTest {
    private static final Dataset DATASET = Dataset.load();

    @TempDir
    Path corpus;

    private Evaluator evaluator() {
        return new Evaluator(PromptRenderer.load(), null, new PlusRunner(Interfaces.load(), null),
                Optional.of(new SnippetCorpus(corpus)));
    }

    @Test
    void aSnippetIsInsertedBeforeTheConstraintsWithThePapersFraming() throws IOException {
        Files.createDirectories(corpus.resolve("hopcroft-karp"));
        Files.writeString(corpus.resolve("hopcroft-karp/python.py"), "def matching(graph):\n    return {}\n");
        Instance instance = DATASET.instance("hopcroft-karp/python/edge_list").orElseThrow();
        Prompt zeroShot = evaluator().prompt(instance, Condition.ZERO_SHOT);
        String user = evaluator().prompt(instance, Condition.SNIPPET).user();
        int constraints = zeroShot.user().indexOf("Runtime constraints (strict):");
        assertThat(user).isEqualTo(zeroShot.user().substring(0, constraints) + "For reference, here is an implementation "
                + "of this algorithm in python retrieved from a different source. You may use it as a reference but must "
                + "write your own solution:\n```python\ndef matching(graph):\n    return {}\n```\n"
                + zeroShot.user().substring(constraints));
        assertThat(evaluator().context(instance, Condition.SNIPPET)).contains("snippet hopcroft-karp/python.py");
    }

    @Test
    void aLongSnippetIsCutToEightyLinesAroundTheLineThatNamesTheAlgorithm() throws IOException {
        String file = IntStream.rangeClosed(1, 300).mapToObj(i -> i == 200 ? "fn hopcroft_karp(g: &Graph) -> usize {"
                : "// line " + i).collect(Collectors.joining("\n"));
        Files.createDirectories(corpus.resolve("hopcroft-karp"));
        Files.writeString(corpus.resolve("hopcroft-karp/rust.rs"), file);
        Instance instance = DATASET.instance("hopcroft-karp/rust/adj_list").orElseThrow();
        String code = new SnippetCorpus(corpus).snippet(instance).orElseThrow().code();
        assertThat(code.split("\n")).hasSize(SnippetWindow.MAX_LINES).startsWith("// line 160").endsWith("// line 239")
                .contains("fn hopcroft_karp(g: &Graph) -> usize {");
    }

    @Test
    void withoutASnippetTheInstanceIsAskedTheZeroShotPromptAndTheResultSaysSo() {
        Instance instance = DATASET.instance("dijkstra/go/edge_list").orElseThrow();
        assertThat(evaluator().prompt(instance, Condition.SNIPPET)).isEqualTo(evaluator().prompt(instance,
                Condition.ZERO_SHOT));
        assertThat(evaluator().context(instance, Condition.SNIPPET)).contains("no snippet in the corpus: zero-shot prompt");
        assertThat(evaluator().context(instance, Condition.ZERO_SHOT)).isEmpty();
    }
}
