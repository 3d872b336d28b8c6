package dev.algoreval.engine.model;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A hand-written HTTP server on loopback that closes connections the way real model servers do, which
 * {@code com.sun.net.httpserver} cannot be made to: HTTP/1.0 that closes after every answer, HTTP/1.0
 * keep-alive or HTTP/1.1 that drops a connection idle for longer than {@code idleTimeout} (uvicorn,
 * under vLLM, does so after 5 s), or a broken server that closes every connection without answering.
 * A request whose prompt ends in {@code (request N)} with N a multiple of {@code rateLimitEvery} is
 * answered 429 with a short {@code Retry-After-Ms} the first time it arrives: one retry is enough for it.
 */
final class ConnectionClosingServer implements AutoCloseable {

    enum Behaviour {
        /** HTTP/1.0 as Python's http.server speaks it: no Connection header, closed after each answer. */
        HTTP_1_0_CLOSE,
        /** HTTP/1.0 that grants a requested keep-alive, then drops the connection once idle. */
        HTTP_1_0_KEEP_ALIVE,
        /** HTTP/1.1 persistent connections, dropped once idle. */
        HTTP_1_1_IDLE_CLOSE,
        /** Accepts, reads nothing, answers nothing, closes: a server that is broken, not merely idle. */
        CLOSE_WITHOUT_ANSWER
    }

    private static final String ANSWER = OpenAiStubServer.completion("```python\nprint(1)\n```");
    private static final String RATE_LIMITED = "{\"error\":{\"message\":\"slow down\",\"type\":\"rate_limit_exceeded\"}}";

    private final ServerSocket listener;
    private final Behaviour behaviour;
    private final Duration idleTimeout;
    private final int rateLimitEvery;
    private final ExecutorService connections = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "closing-server");
        t.setDaemon(true);
        return t;
    });
    private final Set<Integer> rateLimited = ConcurrentHashMap.newKeySet();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger droppedIdle = new AtomicInteger();
    private final AtomicInteger sentAfterClose = new AtomicInteger();
    private volatile boolean open = true;

    ConnectionClosingServer(Behaviour behaviour, Duration idleTimeout, int rateLimitEvery) throws IOException {
        this.behaviour = behaviour;
        this.idleTimeout = idleTimeout;
        this.rateLimitEvery = rateLimitEvery;
        this.listener = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
        connections.execute(this::acceptLoop);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + listener.getLocalPort() + "/v1";
    }

    /** Requests read in full, each answered. */
    int requests() {
        return requests.get();
    }

    int connectionsAccepted() {
        return accepted.get();
    }

    /**
     * Requests the client wrote on a connection after this server had closed it following an answer
     * without keep-alive: the client should have known better than to reuse that connection.
     */
    int requestsAfterClose() {
        return sentAfterClose.get();
    }

    /** Connections closed because no request came within {@code idleTimeout}. */
    int idleConnectionsDropped() {
        return droppedIdle.get();
    }

    private void acceptLoop() {
        while (open) {
            try {
                Socket socket = listener.accept();
                accepted.incrementAndGet();
                connections.execute(() -> serve(socket));
            } catch (IOException e) {
                // closed by close(): the loop ends
            }
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            if (behaviour == Behaviour.CLOSE_WITHOUT_ANSWER) {
                return;
            }
            socket.setSoTimeout((int) idleTimeout.toMillis());
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = socket.getOutputStream();
            boolean keepAlive = true;
            while (keepAlive && open) {
                Request request = Request.read(in);
                if (request == null) {
                    return;
                }
                keepAlive = switch (behaviour) {
                    case HTTP_1_0_CLOSE -> false;
                    case HTTP_1_0_KEEP_ALIVE -> "keep-alive".equalsIgnoreCase(request.connection());
                    default -> !"close".equalsIgnoreCase(request.connection());
                };
                requests.incrementAndGet();
                answer(out, rateLimits(request.number()), keepAlive);
            }
            lingeringClose(socket, in);
        } catch (SocketTimeoutException e) {
            // idle for longer than idleTimeout: dropped, as uvicorn does
            droppedIdle.incrementAndGet();
        } catch (IOException e) {
            // the client went away
        }
    }

    /**
     * Closes our side, then reads on for a while before the socket is closed, as Apache's lingering close
     * does: the client sees end-of-stream as after a plain close, and we see whether it still sent a request.
     */
    private void lingeringClose(Socket socket, InputStream in) throws IOException {
        socket.shutdownOutput();
        socket.setSoTimeout(1_000);
        try {
            if (in.read() >= 0) {
                sentAfterClose.incrementAndGet();
            }
        } catch (SocketTimeoutException e) {
            // nothing more came: the client closed nothing either, but sent nothing
        }
    }

    private boolean rateLimits(int number) {
        return rateLimitEvery > 0 && number >= 0 && number % rateLimitEvery == 0 && rateLimited.add(number);
    }

    private void answer(OutputStream out, boolean limited, boolean keepAlive) throws IOException {
        byte[] body = (limited ? RATE_LIMITED : ANSWER).getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder();
        head.append(behaviour == Behaviour.HTTP_1_1_IDLE_CLOSE ? "HTTP/1.1 " : "HTTP/1.0 ");
        head.append(limited ? "429 Too Many Requests" : "200 OK").append("\r\n");
        head.append("Content-Type: application/json\r\n");
        head.append("Content-Length: ").append(body.length).append("\r\n");
        if (limited) {
            head.append("Retry-After-Ms: 5\r\n");
        }
        if (behaviour == Behaviour.HTTP_1_0_KEEP_ALIVE && keepAlive) {
            head.append("Connection: keep-alive\r\n");
        }
        head.append("\r\n");
        // One write: head and body in two small segments would wait out the client's delayed ACK (Nagle).
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        answer.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        answer.write(body);
        out.write(answer.toByteArray());
        out.flush();
    }

    @Override
    public void close() {
        open = false;
        try {
            listener.close();
        } catch (IOException ignored) {
            // already closed
        }
        connections.shutdownNow();
    }

    /** The parts of a request this server looks at. */
    private record Request(String connection, int number) {
        private static final Pattern NUMBER = Pattern.compile("\\(request ([0-9]+)\\)");

        /** @return null when the client closed the connection before a new request */
        static Request read(InputStream in) throws IOException {
            String line = line(in);
            if (line == null) {
                return null;
            }
            String connection = "";
            int length = 0;
            for (String header = line(in); header != null && !header.isEmpty(); header = line(in)) {
                int colon = header.indexOf(':');
                String name = colon < 0 ? header : header.substring(0, colon).trim().toLowerCase(Locale.ROOT);
                String value = colon < 0 ? "" : header.substring(colon + 1).trim();
                if (name.equals("content-length")) {
                    length = Integer.parseInt(value);
                } else if (name.equals("connection")) {
                    connection = value;
                }
            }
            byte[] body = in.readNBytes(length);
            if (body.length < length) {
                return null;
            }
            Matcher number = NUMBER.matcher(new String(body, StandardCharsets.UTF_8));
            return new Request(connection, number.find() ? Integer.parseInt(number.group(1)) : -1);
        }

        private static String line(InputStream in) throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    return null;
                }
                if (b != '\r') {
                    bytes.write(b);
                }
            }
            return bytes.toString(StandardCharsets.ISO_8859_1);
        }
    }
}
