package dev.algoreval.engine.snippet;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.algoreval.engine.cli.CommandLineContract;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SnippetRetrieverCommandTest {
    private static final String TOKEN = SnippetRetrieverTest.TOKEN;
    private static final Map<String, String> ENV = Map.of("GITHUB_TOKEN", TOKEN, "HOME", "/nowhere");

    @TempDir
    Path dir;
    GitHubStubServer github;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void start() throws IOException {
        github = new GitHubStubServer();
    }

    @AfterEach
    void stop() {
        github.close();
    }

    private static final RetrieverSettings FAST = new RetrieverSettings(RetrieverSettings.GITHUB_API, Duration.ZERO,
            Duration.ofMillis(20), Duration.ofMillis(20), 2, 30, 2);

    private int run(Map<String, String> env, String... args) {
        return SnippetRetrieverCommand.run(args, env, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), FAST);
    }

    @Test
    void retrievesEachPairWithAProgressLineAndASummary() throws IOException {
        ObjectNode item = github.file("alice/graphs", "hk.py", "def hopcroft_karp(): pass\n");
        github.results("hopcroft karp language:Python", item);
        github.licence("alice/graphs", "Apache-2.0");
        Path corpus = dir.resolve("corpus");
        Files.createDirectories(corpus.resolve("dijkstra"));
        Files.writeString(corpus.resolve("dijkstra/python.py"), "# mine\n");

        int status = run(ENV, "--out", corpus.toString(), "--algorithms", "hopcroft-karp,dijkstra",
                "--languages", "python,rust", "--base-url", github.baseUrl());

        assertThat(status).as(err.toString()).isZero();
        assertThat(out.toString().lines().toList()).containsSubsequence(
                "[1/4] hopcroft-karp python: retrieved alice/graphs hk.py @ "
                        + GitHubStubServer.commitOf(item).substring(0, 12) + " (Apache-2.0)",
                "[2/4] hopcroft-karp rust: none found for 'hopcroft karp language:Rust'",
                "[3/4] dijkstra python: kept dijkstra/python.py",
                "[4/4] dijkstra rust: none found for 'dijkstra shortest path language:Rust'");
        assertThat(out.toString()).contains("retrieved 1, kept 1, none found 2, failed 0; corpus " + corpus.toAbsolutePath());
        assertThat(corpus.resolve("hopcroft-karp/python.py")).hasContent("def hopcroft_karp(): pass\n");
        assertThat(corpus.resolve("dijkstra/python.py")).hasContent("# mine\n");
        assertThat(github.requests()).allSatisfy(r -> assertThat(r.authorization()).containsExactly("Bearer " + TOKEN));
        assertThat(out.toString() + err).doesNotContain(TOKEN);
        try (Stream<Path> files = Files.walk(corpus)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(file)).doesNotContain(TOKEN);
            }
        }
    }

    @Test
    void aFailedPairIsCountedAndTheExitCodeSaysSo() {
        github.answerNextSearch(new GitHubStubServer.Reply(422, Map.of(), "{\"message\":\"Validation Failed\"}"));

        int status = run(ENV, "--out", dir.toString(), "--algorithms", "trie", "--languages", "go,java",
                "--base-url", github.baseUrl());

        assertThat(status).isEqualTo(SnippetRetrieverCommand.FAILED);
        assertThat(out.toString()).contains("[1/2] trie go: GitHub answered 422")
                .contains("retrieved 0, kept 0, none found 1, failed 1");
    }

    @Test
    void aRejectedTokenStopsAllPairsWithAClearError() {
        github.answerNextSearch(new GitHubStubServer.Reply(401, Map.of(), "{\"message\":\"Bad credentials\"}"));

        int status = run(ENV, "--out", dir.toString(), "--algorithms", "trie,kmp", "--base-url", github.baseUrl());

        assertThat(status).isEqualTo(SnippetRetrieverCommand.FAILED);
        assertThat(github.requests()).hasSize(1);
        assertThat(out.toString()).contains("not done 14");
        assertThat(err.toString()).contains("GitHub rejected the token (401 Bad credentials)").doesNotContain(TOKEN);
    }

    @Test
    void withoutATokenNothingIsAsked() {
        int status = run(Map.of("GITHUB_TOKEN", " "), "--out", dir.toString(), "--base-url", github.baseUrl());

        assertThat(status).isEqualTo(SnippetRetrieverCommand.BAD_ARGUMENTS);
        assertThat(err.toString()).contains("GITHUB_TOKEN is not set");
        assertThat(github.requests()).isEmpty();
    }

    @Test
    void aCorpusDirectoryThatCannotBeWrittenIsAnErrorBeforeAnyRequest() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "x");

        int status = run(ENV, "--out", file.toString(), "--base-url", github.baseUrl());

        assertThat(status).isEqualTo(SnippetRetrieverCommand.FAILED);
        assertThat(err.toString()).contains("cannot write the corpus directory").contains(file + " exists and is not a directory");
        assertThat(github.requests()).isEmpty();
    }

    @TestFactory
    Stream<DynamicTest> theCommandLineListsEveryOptionAndRefusesBadOnes() {
        return CommandLineContract.tests(new CommandLine(new SnippetRetrieverCommand(ENV, FAST)).getCommandSpec(),
                (args, out, err) -> SnippetRetrieverCommand.run(args.toArray(String[]::new), ENV, out, err, FAST));
    }

    @Test
    void badArgumentsExitWithTwoAndUsage() {
        assertThat(run(ENV)).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required option: '--out=<dir>'").contains("Usage: SnippetRetrieverCommand");
        err.reset();
        assertThat(run(ENV, "--out", dir.toString(), "--algorithms", "bogosort")).isEqualTo(2);
        assertThat(err.toString()).contains("'--algorithms'").contains("no algorithm has the id 'bogosort'");
        err.reset();
        assertThat(run(ENV, "--out", dir.toString(), "--languages", "python, cobol")).isEqualTo(2);
        assertThat(err.toString()).contains("'--languages'").contains("no language has the id 'cobol'").contains("python");
        err.reset();
        assertThat(run(ENV, "--out", dir.toString(), "--base-url", "http://api.example.com")).isEqualTo(2);
        assertThat(err.toString()).contains("'--base-url'").contains("must be https");
        err.reset();
        assertThat(run(ENV, "--out", dir.toString(), "--base-url", "api.github.com")).isEqualTo(2);
        assertThat(err.toString()).contains("'api.github.com' is not an absolute http(s) URL");
        err.reset();
        assertThat(run(ENV, "--out")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required parameter for option '--out'");
        err.reset();
        assertThat(run(ENV, "--out", dir.toString(), "--colour")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option: '--colour'");
        assertThat(github.requests()).isEmpty();
    }

    @Test
    void theDefaultsAimAtGitHubWithinItsCodeSearchBudget() {
        RetrieverSettings defaults = RetrieverSettings.defaults();
        assertThat(defaults.baseUrl()).isEqualTo(URI.create("https://api.github.com"));
        // GitHub's docs: at most 9 or 10 code searches a minute.
        assertThat(Duration.ofMinutes(1).dividedBy(defaults.minSearchInterval())).isLessThanOrEqualTo(9);
    }
}
