package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The unprivileged uids sandboxes run as, leased host-wide: RLIMIT_NPROC counts the processes of a
 * uid across the whole host, so a uid that two runs on one machine (a benchmark and a reward
 * service, two users' runs) handed out at once would let a fork bomb in one starve a correct program
 * in the other. A lease is a lock on one file per uid in a directory every run on the host uses;
 * the kernel drops the lock when its holder dies, so a run killed with SIGKILL frees its uids at once.
 *
 * <p>The range and the directory must be the same for every run on the host, so they are host
 * settings (environment variables), not per-run configuration: {@value #RANGE_VARIABLE}
 * ({@code first-last}) and {@value #DIRECTORY_VARIABLE}.
 */
public final class SandboxUids {
    public static final String RANGE_VARIABLE = "ALGOREVAL_SANDBOX_UIDS";
    public static final String DIRECTORY_VARIABLE = "ALGOREVAL_SANDBOX_LEASES";
    /** Below systemd's DynamicUser range (61184-65519) and inside the 16 bits a container's user namespace maps. */
    static final int DEFAULT_FIRST = 61000;
    static final int DEFAULT_LAST = 61183;
    static final Path DEFAULT_DIRECTORY = Path.of("/run/lock/algoreval-sandbox-uids");

    private static volatile SandboxUids shared;

    private final Path directory;
    private final int first;
    private final int count;
    private final Set<Integer> heldHere = ConcurrentHashMap.newKeySet();
    private final Set<Integer> everHeldHere = ConcurrentHashMap.newKeySet();
    /** Where the next search starts: recently released uids are taken last, so a uid's dying processes are long gone. */
    private final AtomicInteger cursor;
    private final AtomicBoolean warnedFull = new AtomicBoolean();

    SandboxUids(Path directory, int first, int last) {
        if (first < 1 || last < first) {
            throw new IllegalArgumentException("a uid range first-last with 0 < first <= last, not " + first + "-" + last);
        }
        this.directory = directory;
        this.first = first;
        this.count = last - first + 1;
        this.cursor = new AtomicInteger(ThreadLocalRandom.current().nextInt(count));
    }

    /** Made on first use: a harness that does not run as root never leases a uid and needs no directory. */
    private void ensureDirectory() {
        if (!Files.isDirectory(directory)) {
            try {
                Files.createDirectories(directory);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create the sandbox uid lease directory " + directory, e);
            }
        }
    }

    /** The leases of this host, one object per process so that its own threads never ask the kernel twice for one uid. */
    public static SandboxUids host() {
        SandboxUids uids = shared;
        if (uids == null) {
            synchronized (SandboxUids.class) {
                if (shared == null) {
                    shared = fromEnvironment();
                }
                uids = shared;
            }
        }
        return uids;
    }

    private static SandboxUids fromEnvironment() {
        String range = Optional.ofNullable(System.getenv(RANGE_VARIABLE)).map(String::trim).filter(s -> !s.isEmpty())
                .orElse(DEFAULT_FIRST + "-" + DEFAULT_LAST);
        String[] bounds = range.split("-");
        int first;
        int last;
        try {
            if (bounds.length != 2) {
                throw new NumberFormatException();
            }
            first = Integer.parseInt(bounds[0].trim());
            last = Integer.parseInt(bounds[1].trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(RANGE_VARIABLE + " must be first-last (e.g. 61000-61183), not '" + range + "'");
        }
        Path directory = Optional.ofNullable(System.getenv(DIRECTORY_VARIABLE)).map(String::trim)
                .filter(s -> !s.isEmpty()).map(Path::of).orElse(DEFAULT_DIRECTORY);
        return new SandboxUids(directory, first, last);
    }

    /** Blocks until a uid no other sandbox on the host holds is leased to the caller. */
    Lease acquire() {
        long waitMillis = 5;
        while (true) {
            Optional<Lease> lease = tryAcquire();
            if (lease.isPresent()) {
                return lease.get();
            }
            if (warnedFull.compareAndSet(false, true)) {
                System.err.println("[algoreval] all " + count + " sandbox uids " + first + "-" + (first + count - 1)
                        + " of this host are in use by sandboxes of this and other runs; waiting for one (widen "
                        + RANGE_VARIABLE + " for more)");
            }
            try {
                Thread.sleep(waitMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for a sandbox uid", e);
            }
            waitMillis = Math.min(100, waitMillis * 2);
        }
    }

    private Optional<Lease> tryAcquire() {
        for (int tried = 0; tried < count; tried++) {
            int uid = first + Math.floorMod(cursor.getAndIncrement(), count);
            if (!heldHere.add(uid)) {
                continue;
            }
            Optional<Lease> lease = lock(uid);
            if (lease.isPresent()) {
                everHeldHere.add(uid);
                return lease;
            }
            heldHere.remove(uid);
        }
        return Optional.empty();
    }

    private Optional<Lease> lock(int uid) {
        ensureDirectory();
        FileChannel channel = null;
        try {
            channel = FileChannel.open(directory.resolve(Integer.toString(uid)), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                return Optional.empty();
            }
            return Optional.of(new Lease(uid, channel));
        } catch (IOException e) {
            closeQuietly(channel);
            throw new UncheckedIOException("cannot lease sandbox uid " + uid + " in " + directory, e);
        }
    }

    /** Every uid a sandbox of this process has run as: what a test of this process may check, and no more. */
    public Set<Integer> usedByThisProcess() {
        return Set.copyOf(everHeldHere);
    }

    /**
     * Processes of the host that run as a uid of this range which no live run has leased: what a
     * sandbox left behind. A run's own sandboxes hold their leases while they run, so a run beside
     * this one is never counted; empty on a healthy host, whatever else runs there.
     */
    public List<String> processesWithoutLease() {
        List<String> orphans = new ArrayList<>();
        try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"),
                p -> p.getFileName().toString().chars().allMatch(Character::isDigit))) {
            for (Path proc : procs) {
                int uid = realUid(proc);
                if (uid >= first && uid < first + count && !heldHere.contains(uid) && !leasedElsewhere(uid)) {
                    orphans.add(proc.getFileName() + " (uid " + uid + ")");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return orphans;
    }

    private static int realUid(Path proc) {
        try {
            for (String line : Files.readAllLines(proc.resolve("status"))) {
                if (line.startsWith("Uid:")) {
                    return Integer.parseInt(line.substring(4).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            // exited meanwhile
        }
        return -1;
    }

    /** Whether another process holds {@code uid}'s lease (this one does not, or it would be in heldHere). */
    private boolean leasedElsewhere(int uid) {
        if (!heldHere.add(uid)) {
            return true;
        }
        try {
            Optional<Lease> probe = lock(uid);
            probe.ifPresent(Lease::close);
            return probe.isEmpty();
        } finally {
            heldHere.remove(uid);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing was leased
            }
        }
    }

    /** One leased uid; closing it releases the uid to every run on the host. */
    final class Lease implements AutoCloseable {
        private final int uid;
        private final FileChannel channel;
        private final AtomicBoolean released = new AtomicBoolean();

        private Lease(int uid, FileChannel channel) {
            this.uid = uid;
            this.channel = channel;
        }

        int uid() {
            return uid;
        }

        @Override
        public void close() {
            if (released.compareAndSet(false, true)) {
                // The channel is the only one this process has on the file, so closing it drops the lock.
                closeQuietly(channel);
                heldHere.remove(uid);
            }
        }
    }
}
