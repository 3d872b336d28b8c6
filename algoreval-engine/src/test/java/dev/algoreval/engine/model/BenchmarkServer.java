package dev.algoreval.engine.model;

import dev.algoreval.dataset.Dataset;
import java.time.Duration;
import java.util.List;

/**
 * A stand-in model server for the pipelining benchmark: answers every benchmark prompt with its
 * reference solution after a fixed delay. Usage: {@code BenchmarkServer <delay-ms> <model-name>};
 * prints the base URL, then serves until killed.
 */
public final class BenchmarkServer {
    private BenchmarkServer() {
    }

    public static void main(String[] args) throws Exception {
        Duration delay = Duration.ofMillis(Long.parseLong(args.length > 0 ? args[0] : "1000"));
        String model = args.length > 1 ? args[1] : "bench/reference-after-delay";
        OpenAiStubServer server = new OpenAiStubServer(List.of(model), new ReferenceAnswers(Dataset.load(), delay));
        System.out.println(server.baseUrl());
        System.out.flush();
        Thread.currentThread().join();
    }
}
