package dev.algoreval.engine.probe;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One line of scale.jsonl: one program (model, condition, generation sample, instance) on one probe
 * input (regime, size n, the second size m the textbook cost depends on — a graph's edge count, a
 * sequence's key range —, the input's sample index), timed or with the reason it is not. {@code nanos} is the
 * least CPU time of the repetitions of the call, measured inside the driver (the fitted measure),
 * {@code wall_nanos} the least wall time; both are present only when every repetition returned the
 * right answer. {@code process} numbers the program's processes in this regime (each times one input
 * sample at two sizes or more: the fit's intercept per process); {@code reference_nanos} is the same-language
 * reference's least CPU time on the same input in the process of the same number, where it was timed.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ScaleRecord(
        @JsonProperty("model") String model,
        @JsonProperty("condition") String condition,
        @JsonProperty("sample") int sample,
        @JsonProperty("instance") String instance,
        @JsonProperty("algorithm") String algorithm,
        @JsonProperty("language") String language,
        @JsonProperty("representation") String representation,
        @JsonProperty("regime") String regime,
        @JsonProperty("n") int n,
        @JsonProperty("m") long m,
        @JsonProperty("input_sample") int inputSample,
        @JsonProperty("status") String status,
        @JsonProperty("nanos") Long nanos,
        @JsonProperty("wall_nanos") Long wallNanos,
        @JsonProperty("repetitions") int repetitions,
        @JsonProperty("reason") String reason,
        @JsonProperty("process") Integer process,
        @JsonProperty("reference_nanos") Long referenceNanos) {

    public static final String TIMED = "timed";
    public static final String WRONG = "wrong";
    public static final String ERROR = "error";
    public static final String TIMEOUT = "timeout";
    public static final String CRASHED = "crashed";
    public static final String NOT_BUILT = "not_built";

    public boolean timed() {
        return TIMED.equals(status) && nanos != null;
    }

    /** The same line with the reference's time on its input. */
    public ScaleRecord withReferenceNanos(Long reference) {
        return new ScaleRecord(model, condition, sample, instance, algorithm, language, representation, regime, n, m,
                inputSample, status, nanos, wallNanos, repetitions, reason, process, reference);
    }

    /** Which timing of which input this is: the process and the size (a process times one input sample). */
    public String timingKey() {
        return process + "|" + n;
    }

    /** The intercept group of the fit: the process, or one shared group for lines written before processes were. */
    public int processOrZero() {
        return process == null ? 0 : process;
    }

    /** The program's identity: one curve and one fit per program and regime. */
    public String program() {
        return model + "|" + condition + "|" + sample + "|" + instance;
    }
}
