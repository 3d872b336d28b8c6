package dev.algoreval.engine.probe;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One line of scale.jsonl: one program (model, condition, generation sample, instance) on one probe
 * input (regime, size n, the second size m the textbook cost depends on — a graph's edge count, a
 * sequence's key range —, the input's sample index), timed or with the reason it is not. {@code nanos} is the
 * least CPU time of the repetitions of the call, measured inside the driver (the fitted measure),
 * {@code wall_nanos} the least wall time; both are present only when every repetition returned the
 * right answer.
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
        @JsonProperty("reason") String reason) {

    public static final String TIMED = "timed";
    public static final String WRONG = "wrong";
    public static final String ERROR = "error";
    public static final String TIMEOUT = "timeout";
    public static final String CRASHED = "crashed";
    public static final String NOT_BUILT = "not_built";

    public boolean timed() {
        return TIMED.equals(status) && nanos != null;
    }

    /** The program's identity: one curve and one fit per program and regime. */
    public String program() {
        return model + "|" + condition + "|" + sample + "|" + instance;
    }
}
