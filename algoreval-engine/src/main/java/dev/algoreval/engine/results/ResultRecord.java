package dev.algoreval.engine.results;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.algoreval.dataset.Instance;
import dev.algoreval.engine.model.ModelResponse;
import dev.algoreval.engine.scoring.Evaluation;
import dev.algoreval.engine.api.Condition;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.Map;
import java.util.Optional;

/**
 * One line of results.jsonl (SPEC §8), written and read by Jackson through this one type. Field
 * names are part of the file format: keep them. {@code provenance} says what produced the answer
 * (API model id, generation settings), {@code toolchain} what compiled and ran it, and
 * {@code sandbox}, {@code engine_version} and {@code dataset_hash} under which harness and dataset.
 * A line of an older file lacks some fields: the instance id fills algorithm, language and
 * representation, and the rest take neutral defaults. {@code shard} ({@code 2/4}) is there only in a
 * sharded run's lines.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResultRecord(
        String instance, String algorithm, String language, String representation, String domain, String model,
        String condition, int sample, Outcome outcome, @JsonProperty("exact_match") boolean exactMatch,
        String detail, String expected, String stdout, @JsonProperty("stderr_tail") String stderrTail,
        @JsonProperty("generation_ms") long generationMs, @JsonProperty("compile_ms") long compileMs,
        @JsonProperty("run_ms") long runMs, String code,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("prompt_tokens") Long promptTokens,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("completion_tokens") Long completionTokens,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("finish_reason") String finishReason,
        boolean cached, Map<String, Object> provenance, String toolchain, String sandbox,
        @JsonProperty("engine_version") String engineVersion, @JsonProperty("dataset_hash") String datasetHash,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("plus_outcome") Outcome plusOutcome,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("plus_passed") Integer plusPassed,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("plus_total") Integer plusTotal,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("plus_detail") String plusDetail,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("plus_compile_ms") Long plusCompileMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("plus_run_ms") Long plusRunMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) String context,
        @JsonInclude(JsonInclude.Include.NON_NULL) String shard,
        @JsonInclude(JsonInclude.Include.NON_NULL) @JsonProperty("time_limit") TimeLimit timeLimit) {

    public static final String ZERO_SHOT = "zero-shot";
    private static final String UNKNOWN = "unknown";

    /** @throws IllegalArgumentException when instance, model or outcome is missing */
    public ResultRecord {
        require(instance, "instance");
        require(model, "model");
        if (outcome == null) {
            throw new IllegalArgumentException("missing field 'outcome'");
        }
        String[] idParts = instance.split("/", -1);
        algorithm = orElse(algorithm, part(idParts, 0));
        language = orElse(language, part(idParts, 1));
        representation = orElse(representation, part(idParts, 2));
        domain = orElse(domain, UNKNOWN);
        condition = orElse(condition, ZERO_SHOT);
        detail = orElse(detail, "");
        expected = orElse(expected, "");
        stdout = orElse(stdout, "");
        stderrTail = orElse(stderrTail, "");
        provenance = provenance == null ? Map.of() : provenance;
    }

    /** The record of one finished test, with what the run knows of its harness. */
    public static ResultRecord of(Instance instance, String model, Condition condition, int sample,
            Evaluation evaluation, Optional<ModelResponse> response, Map<String, Object> provenance, String toolchain,
            Harness harness) {
        Optional<PlusResult> plus = evaluation.plus();
        return new ResultRecord(instance.id(), instance.algorithm().id(), instance.language().id(),
                instance.representation().id(), instance.domain().id(), model, condition.id(), sample,
                evaluation.outcome(), evaluation.exactMatch(), evaluation.detail(), instance.expectedOutput(),
                evaluation.stdout(), evaluation.stderr(), evaluation.timings().generation().toMillis(),
                evaluation.timings().compile().toMillis(), evaluation.timings().run().toMillis(),
                evaluation.code().orElse(null),
                response.flatMap(ModelResponse::usage).map(u -> u.prompt()).orElse(null),
                response.flatMap(ModelResponse::usage).map(u -> u.completion()).orElse(null),
                response.flatMap(ModelResponse::finishReason).orElse(null),
                response.map(ModelResponse::cached).orElse(false), provenance, toolchain, harness.sandbox(),
                harness.engineVersion(), harness.datasetHash(), plus.map(PlusResult::outcome).orElse(null),
                plus.map(PlusResult::passed).orElse(null), plus.map(PlusResult::total).orElse(null),
                plus.map(PlusResult::detail).orElse(null), plus.map(p -> p.compile().toMillis()).orElse(null),
                plus.map(p -> p.run().toMillis()).orElse(null), null, null, TimeLimit.of(evaluation.timings()));
    }

    /** The same line with what the condition added to the prompt ({@code hint …}, {@code snippet …}, or why none). */
    public ResultRecord withContext(Optional<String> addition) {
        return new ResultRecord(instance, algorithm, language, representation, domain, model, condition, sample, outcome,
                exactMatch, detail, expected, stdout, stderrTail, generationMs, compileMs, runMs, code, promptTokens,
                completionTokens, finishReason, cached, provenance, toolchain, sandbox, engineVersion, datasetHash,
                plusOutcome, plusPassed, plusTotal, plusDetail, plusCompileMs, plusRunMs, addition.orElse(null), shard,
                timeLimit);
    }

    /** The same line marked as run by one shard ({@code 2/4}) of a sharded run. */
    public ResultRecord withShard(String runShard) {
        return new ResultRecord(instance, algorithm, language, representation, domain, model, condition, sample, outcome,
                exactMatch, detail, expected, stdout, stderrTail, generationMs, compileMs, runMs, code, promptTokens,
                completionTokens, finishReason, cached, provenance, toolchain, sandbox, engineVersion, datasetHash,
                plusOutcome, plusPassed, plusTotal, plusDetail, plusCompileMs, plusRunMs, context, runShard,
                timeLimit);
    }

    /**
     * The run limit the program had: {@code limit_ms}, whether it was {@code calibrated} from the
     * reference's run time on this host, the {@code margin} left ((limit - run) / limit; 0 for a
     * timeout), and {@code timeout_reruns} when a timeout was run again. Absent when no program ran.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record TimeLimit(@JsonProperty("limit_ms") long limitMs, boolean calibrated, double margin,
            @JsonProperty("timeout_reruns") int timeoutReruns) {

        static TimeLimit of(Evaluation.Timings timings) {
            if (timings.limit().isZero()) {
                return null;
            }
            double left = 1 - (double) timings.run().toNanos() / timings.limit().toNanos();
            return new TimeLimit(timings.limit().toMillis(), timings.calibrated(),
                    Math.round(Math.max(0, left) * 1000) / 1000.0, timings.timeoutReruns());
        }
    }

    /** What ran the tests: the same for every line of a run. */
    public record Harness(String sandbox, String engineVersion, String datasetHash) {
    }

    /** Whether the test passed: the fixed test, and under {@code plus} the hidden tests too (what JUnit reported). */
    @JsonIgnore
    public boolean passed() {
        return outcome == Outcome.PASS && (plusOutcome == null || plusOutcome == Outcome.PASS);
    }

    /** Whether the fixed test passed, the paper's score (EvalPlus's "base"). */
    @JsonIgnore
    public boolean basePassed() {
        return outcome == Outcome.PASS;
    }

    /** Whether this line carries a hidden-test result (condition {@code plus}, a program that compiled). */
    @JsonIgnore
    public boolean hasPlus() {
        return plusOutcome != null;
    }

    /** Model errors, skips and harness errors are never counted as misses (SPEC §4). */
    @JsonIgnore
    public boolean counted() {
        return outcome.isModelOutcome();
    }

    @JsonIgnore
    public boolean isGraphRepresentation() {
        return !"default".equals(representation);
    }

    /** The code, or empty text when there was none. */
    @JsonIgnore
    public String codeText() {
        return code == null ? "" : code;
    }

    private static void require(String value, String field) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("missing or empty text field '" + field + "'");
        }
    }

    private static String orElse(String value, String fallback) {
        return value == null ? fallback : value;
    }

    private static String part(String[] parts, int index) {
        return index < parts.length && !parts[index].isEmpty() ? parts[index] : UNKNOWN;
    }
}
