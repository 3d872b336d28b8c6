package dev.algoreval.engine.snippet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.algoreval.dataset.Algorithm;
import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Language;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The retriever against a local server that speaks GitHub's code search, blob and licence API. */
class SnippetRetrieverTest {
    static final String TOKEN = "ghp_stubToken0123456789abcdefABCDEF";
    static final Instant NOW = Instant.parse("2026-12-03T10:15:30Z");
    private static final Dataset DATASET = Dataset.load();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HOPCROFT_KARP_PYTHON = "hopcroft karp language:Python";
    private static final String HK_CODE = "def hopcroft_karp(graph):\n    \"\"\"Maximum matching — Hopcroft–Karp.\"\"\"\n"
            + "    return 0\n";

    @TempDir
    Path corpusDir;
    GitHubStubServer github;
    final List<String> notes = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws IOException {
        github = new GitHubStubServer();
    }

    @AfterEach
    void stop() {
        github.close();
    }

    static Algorithm algorithm(String id) {
        return DATASET.algorithms().stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow();
    }

    RetrieverSettings fast() {
        return new RetrieverSettings(URI.create(github.baseUrl()), Duration.ZERO, Duration.ofMillis(50),
                Duration.ofMillis(50), 3, 3, 3);
    }

    SnippetRetriever retriever(RetrieverSettings settings) {
        return new SnippetRetriever(new SnippetCorpus(corpusDir), TOKEN, settings, notes::add,
                Clock.fixed(NOW, ZoneOffset.UTC));
    }

    SnippetRetriever.Result retrieve(RetrieverSettings settings, String algorithmId, Language language, boolean refresh)
            throws Exception {
        return retriever(settings).retrieve(algorithm(algorithmId), language, refresh);
    }

    /** A result page of excluded and wrong-language files before the good one on the second page. */
    ObjectNode twoPagesWithTheGoodFileLast() {
        ObjectNode rosetta = github.file("acmeorg/RosettaCodeData", "Task/Hopcroft-Karp/Python/hopcroft-karp.py",
                "# rosetta\n");
        ObjectNode geeks = github.file("someone/dsa", "geeksforgeeks/hopcroft_karp.py", "# gfg\n");
        ObjectNode notebook = github.file("someone/notes", "matching/hopcroft_karp.ipynb", "{}\n");
        ObjectNode good = github.file("alice/graphs", "matching/hopcroft_karp.py", HK_CODE);
        github.results(HOPCROFT_KARP_PYTHON, rosetta, geeks, notebook, good);
        github.licence("alice/graphs", "MIT");
        return good;
    }

    @Test
    void theFirstFileInTheLanguageFromAnAllowedSourceIsStoredWithItsProvenance() throws Exception {
        ObjectNode good = twoPagesWithTheGoodFileLast();

        SnippetRetriever.Result result = retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);

        assertThat(result.status()).as(result.detail()).isEqualTo(SnippetRetriever.Status.RETRIEVED);
        assertThat(corpusDir.resolve("hopcroft-karp/python.py")).hasContent(HK_CODE);
        JsonNode source = JSON.readTree(corpusDir.resolve("hopcroft-karp/python.json").toFile());
        assertThat(source.get("url").asText()).isEqualTo(good.get("html_url").asText());
        assertThat(source.get("repository").asText()).isEqualTo("alice/graphs");
        assertThat(source.get("path").asText()).isEqualTo("matching/hopcroft_karp.py");
        assertThat(source.get("commit").asText()).isEqualTo(GitHubStubServer.commitOf(good));
        assertThat(source.get("blob").asText()).isEqualTo(good.get("sha").asText());
        assertThat(source.get("licence").asText()).isEqualTo("MIT");
        assertThat(source.get("retrieved").asText()).isEqualTo("2026-12-03T10:15:30Z");
        assertThat(github.searches()).extracting(r -> r.query().get("q")).containsOnly(HOPCROFT_KARP_PYTHON);
        assertThat(github.searches()).extracting(r -> r.query().getOrDefault("page", "1")).containsExactly("1", "2");
        // Only the chosen file is fetched: excluded and wrong-language results cost no request.
        assertThat(github.requests()).filteredOn(r -> r.path().contains("/git/blobs/"))
                .extracting(GitHubStubServer.Request::path)
                .containsExactly("/repos/alice/graphs/git/blobs/" + good.get("sha").asText());
        assertThat(new SnippetCorpus(corpusDir).snippet(DATASET.instance("hopcroft-karp/python/edge_list").orElseThrow()))
                .hasValueSatisfying(s -> assertThat(s.code()).isEqualTo(HK_CODE.stripTrailing()));
    }

    @Test
    void aRepositoryWithoutADetectedLicenceIsRecordedAsUnknown() throws Exception {
        github.results(HOPCROFT_KARP_PYTHON, github.file("bob/algos", "hk.py", HK_CODE));

        assertThat(retrieve(fast(), "hopcroft-karp", Language.PYTHON, false).status())
                .isEqualTo(SnippetRetriever.Status.RETRIEVED);

        assertThat(JSON.readTree(corpusDir.resolve("hopcroft-karp/python.json").toFile()).get("licence").asText())
                .isEqualTo("unknown");
    }

    @Test
    void onlyExcludedSourcesMeanNoneFoundAndNoFileSoTheInstanceIsAskedZeroShot() throws Exception {
        github.results("dijkstra shortest path language:Rust",
                github.file("x/rosettacode-rust", "src/dijkstra.rs", "fn dijkstra() {}\n"),
                github.file("y/GeeksForGeeks-solutions", "graphs/dijkstra.rs", "fn dijkstra() {}\n"));

        SnippetRetriever.Result result = retrieve(fast(), "dijkstra", Language.RUST, false);

        assertThat(result.status()).isEqualTo(SnippetRetriever.Status.NONE_FOUND);
        assertThat(result.detail()).contains("dijkstra shortest path language:Rust").contains("2 result(s) skipped");
        try (Stream<Path> files = Files.walk(corpusDir)) {
            assertThat(files.filter(Files::isRegularFile)).isEmpty();
        }
        assertThat(new SnippetCorpus(corpusDir).snippet(DATASET.instances().stream()
                .filter(i -> i.id().startsWith("dijkstra/rust/")).findFirst().orElseThrow())).isEmpty();
    }

    @Test
    void aPairWithoutResultsIsNoneFound() throws Exception {
        SnippetRetriever.Result result = retrieve(fast(), "kosaraju-scc", Language.GO, false);

        assertThat(result.status()).isEqualTo(SnippetRetriever.Status.NONE_FOUND);
        assertThat(github.searches()).singleElement()
                .satisfies(r -> assertThat(r.query().get("q")).isEqualTo("kosaraju scc language:Go"));
        assertThat(corpusDir.resolve("kosaraju-scc")).doesNotExist();
    }

    @Test
    void aUsedUpSearchBudgetIsWaitedOutUntilItsResetWhileOtherRequestsGoOn() throws Exception {
        github.results(HOPCROFT_KARP_PYTHON, github.file("alice/graphs", "hk.py", HK_CODE));
        long reset = System.currentTimeMillis() / 1000 + 2;
        github.headersOnNextSearch(Map.of("x-ratelimit-remaining", "0", "x-ratelimit-used", "10",
                "x-ratelimit-reset", String.valueOf(reset)));
        SnippetRetriever retriever = retriever(fast());

        retriever.retrieve(algorithm("hopcroft-karp"), Language.PYTHON, false);
        retriever.retrieve(algorithm("dijkstra"), Language.PYTHON, false);

        List<GitHubStubServer.Request> searches = github.searches();
        assertThat(searches).hasSize(2);
        assertThat(searches.get(1).receivedAtMillis()).isGreaterThanOrEqualTo(reset * 1000);
        // The blob and licence belong to the core budget, which was not used up: they were not held back.
        assertThat(github.requests().get(1).path()).contains("/git/blobs/");
        assertThat(github.requests().get(1).receivedAtMillis()).isLessThan(reset * 1000);
        assertThat(notes).anySatisfy(n -> assertThat(n).contains("code search rate limit is used up"));
    }

    @Test
    void aSecondaryLimitWithRetryAfterIsWaitedOutAndTheSearchRetried() throws Exception {
        github.results(HOPCROFT_KARP_PYTHON, github.file("alice/graphs", "hk.py", HK_CODE));
        github.answerNextSearch(GitHubStubServer.Reply.secondaryLimit(Map.of("retry-after", "1",
                "x-ratelimit-remaining", "7")));

        SnippetRetriever.Result result = retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);

        assertThat(result.status()).as(result.detail()).isEqualTo(SnippetRetriever.Status.RETRIEVED);
        List<GitHubStubServer.Request> searches = github.searches();
        assertThat(searches).hasSize(2);
        assertThat(searches.get(1).receivedAtMillis() - searches.get(0).receivedAtMillis()).isGreaterThanOrEqualTo(1000);
        assertThat(notes).anySatisfy(n -> assertThat(n).contains("403").contains("secondary rate limit"));
    }

    @Test
    void aSecondaryLimitThatDoesNotLiftFailsThePairAfterBoundedAttemptsBackingOff() throws Exception {
        for (int i = 0; i < 3; i++) {
            github.answerNextSearch(GitHubStubServer.Reply.secondaryLimit(Map.of()));
        }
        github.results(HOPCROFT_KARP_PYTHON, github.file("alice/graphs", "hk.py", HK_CODE));

        SnippetRetriever.Result result = retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);

        assertThat(result.status()).isEqualTo(SnippetRetriever.Status.FAILED);
        assertThat(result.detail()).contains("403").contains("after 3 attempts");
        List<GitHubStubServer.Request> searches = github.searches();
        assertThat(searches).hasSize(3);
        // Without retry-after: the secondary wait (50 ms here), then twice that.
        assertThat(searches.get(1).receivedAtMillis() - searches.get(0).receivedAtMillis()).isGreaterThanOrEqualTo(50);
        assertThat(searches.get(2).receivedAtMillis() - searches.get(1).receivedAtMillis()).isGreaterThanOrEqualTo(100);
        assertThat(corpusDir.resolve("hopcroft-karp")).doesNotExist();
    }

    @Test
    void aForbiddenAnswerThatIsNotALimitFailsAtOnce() throws Exception {
        github.answerNextSearch(new GitHubStubServer.Reply(422, Map.of(), "{\"message\":\"Validation Failed\"}"));

        SnippetRetriever.Result result = retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);

        assertThat(result.status()).isEqualTo(SnippetRetriever.Status.FAILED);
        assertThat(result.detail()).contains("422").contains("Validation Failed").contains("/search/code");
        assertThat(github.searches()).hasSize(1);
    }

    @Test
    void aRejectedTokenStopsTheRunWithoutNamingTheToken() {
        github.answerNextSearch(new GitHubStubServer.Reply(401, Map.of(), "{\"message\":\"Bad credentials\"}"));

        assertThatThrownBy(() -> retrieve(fast(), "hopcroft-karp", Language.PYTHON, false))
                .isInstanceOfSatisfying(GitHubException.class, e -> {
                    assertThat(e.stopsTheRun()).isTrue();
                    assertThat(e.getMessage()).contains("Bad credentials").doesNotContain(TOKEN);
                });
    }

    @Test
    void searchesKeepTheMinimumIntervalApart() throws Exception {
        RetrieverSettings paced = new RetrieverSettings(URI.create(github.baseUrl()), Duration.ofMillis(400),
                Duration.ofMillis(50), Duration.ofMillis(50), 3, 3, 3);
        SnippetRetriever retriever = retriever(paced);

        retriever.retrieve(algorithm("dijkstra"), Language.C, false);
        retriever.retrieve(algorithm("dijkstra"), Language.CPP, false);

        List<GitHubStubServer.Request> searches = github.searches();
        assertThat(searches).extracting(r -> r.query().get("q"))
                .containsExactly("dijkstra shortest path language:C", "dijkstra shortest path language:C++");
        assertThat(searches.get(1).receivedAtMillis() - searches.get(0).receivedAtMillis()).isGreaterThanOrEqualTo(400);
    }

    @Test
    void anExistingFileIsKeptWithoutARequestUnlessRefreshing() throws Exception {
        twoPagesWithTheGoodFileLast();
        retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);
        int requests = github.requests().size();
        Files.writeString(corpusDir.resolve("hopcroft-karp/python.py"), "# edited by the user\n");

        SnippetRetriever.Result kept = retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);

        assertThat(kept.status()).isEqualTo(SnippetRetriever.Status.KEPT);
        assertThat(github.requests()).hasSize(requests);
        assertThat(corpusDir.resolve("hopcroft-karp/python.py")).hasContent("# edited by the user\n");

        SnippetRetriever.Result refreshed = retrieve(fast(), "hopcroft-karp", Language.PYTHON, true);

        assertThat(refreshed.status()).isEqualTo(SnippetRetriever.Status.RETRIEVED);
        assertThat(github.requests()).hasSizeGreaterThan(requests);
        assertThat(corpusDir.resolve("hopcroft-karp/python.py")).hasContent(HK_CODE);
    }

    @Test
    void theTokenIsSentAsBearerOnEveryRequestButNeverWrittenOrLogged() throws Exception {
        twoPagesWithTheGoodFileLast();
        github.answerNextSearch(GitHubStubServer.Reply.secondaryLimit(Map.of("retry-after", "0")));
        SnippetRetriever retriever = retriever(fast());

        retriever.retrieve(algorithm("hopcroft-karp"), Language.PYTHON, false);
        SnippetRetriever.Result none = retriever.retrieve(algorithm("dijkstra"), Language.GO, false);

        assertThat(github.requests()).hasSizeGreaterThan(4)
                .allSatisfy(r -> assertThat(r.authorization()).containsExactly("Bearer " + TOKEN));
        assertThat(notes).isNotEmpty().noneSatisfy(n -> assertThat(n).contains(TOKEN));
        assertThat(none.detail()).doesNotContain(TOKEN);
        try (Stream<Path> files = Files.walk(corpusDir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertThat(Files.readString(file)).doesNotContain(TOKEN);
            }
        }
    }

    @Test
    void aNextPageOnAnotherHostIsNotFollowedSoTheTokenStaysWithTheApi() throws Exception {
        github.results(HOPCROFT_KARP_PYTHON, github.file("acmeorg/RosettaCodeData", "a/hk.py", "# r\n"));
        github.headersOnNextSearch(Map.of("Link", "<http://localhost.invalid:1/search/code?page=2>; rel=\"next\""));

        SnippetRetriever.Result result = retrieve(fast(), "hopcroft-karp", Language.PYTHON, false);

        assertThat(result.status()).isEqualTo(SnippetRetriever.Status.NONE_FOUND);
        assertThat(github.searches()).hasSize(1);
        assertThat(notes).anySatisfy(n -> assertThat(n).contains("not following"));
    }
}
