
// AlgoREval+ driver (generated), appended to the model's Main.java and launched instead of Main, so
// the model's main never runs. It calls the interface by reflection with parameters of exactly the
// rendered types (a different signature is a static failure naming what was found) and writes each
// result by its runtime type, so a List<Integer> where int[] was asked is still read. Only fully
// qualified names: the model's imports come first in the file and may shadow nothing here.
final class AlgorevalDriver {
    /** A value type of the interface: kind is a scalar name, "list", "tuple", "record" or "optional". */
    static final class ArType {
        final String kind;
        final ArType[] parts;
        final String recordName;

        private ArType(String kind, String recordName, ArType... parts) {
            this.kind = kind;
            this.parts = parts;
            this.recordName = recordName;
        }

        static ArType of(String kind, ArType... parts) {
            return new ArType(kind, null, parts);
        }

        /** A mixed tuple: the record nested in Main that the Java signature names. */
        static ArType record(String name, ArType... parts) {
            return new ArType("record", name, parts);
        }
    }

    static final class ArMethod {
        final String name;
        final ArType[] params;
        final boolean returns;
        /** The parameter changed in place, whose value after the call is the result; -1 for none. */
        final int inout;

        ArMethod(String name, boolean returns, int inout, ArType... params) {
            this.name = name;
            this.params = params;
            this.returns = returns;
            this.inout = inout;
        }
    }

    /**
     * A function API is a class-less method; a class API has a constructor (its params) and methods;
     * several functions are static methods of Main that a test calls in turn, like a class's methods.
     */
    static final class ArApi {
        final String className;
        final ArType[] constructor;
        final ArMethod[] methods;
        /** Whether a test is a sequence of calls (a class API or several functions) rather than one call. */
        final boolean calls;

        ArApi(String className, ArType[] constructor, ArMethod... methods) {
            this(className, constructor, className != null, methods);
        }

        private ArApi(String className, ArType[] constructor, boolean calls, ArMethod... methods) {
            this.className = className;
            this.constructor = constructor;
            this.methods = methods;
            this.calls = calls;
        }

        static ArApi functions(ArMethod... functions) {
            return new ArApi(null, new ArType[0], true, functions);
        }
    }

    /** Thrown for a problem the model's program has, not the driver: reported as the given line kind. */
    static final class ArProblem extends Exception {
        ArProblem(String message) {
            super(message);
        }
    }

    static final ArApi API = /*AR_API*/;

    /**
     * The timed mode's CPU clock: the process's CPU time (every thread, live or already joined, and
     * the children waited for), which other processes cannot inflate and which sees a call's work
     * wherever it runs. The calling thread's clock alone missed a call that starts a thread, lets it
     * do the work and joins it (issue 26: a linear-scan Dijkstra fitted k 0.72 instead of 1.39).
     *
     * <p>Java has no precise process clock of its own: OperatingSystemMXBean#getProcessCpuTime and
     * ProcessHandle's totalCpuDuration count in 10 ms clock ticks (times(2), /proc), and summing
     * ThreadMXBean over the live threads loses a thread as soon as it ends. So getrusage(2) is called
     * through the foreign function API, reached by reflection so that the file compiles alike on every
     * JDK: JDK 17's incubator (jdk.incubator.foreign) or java.lang.foreign (JDK 21 as a preview, 22 on);
     * the timed run command enables it (JavaDriver). CLOCK_PROCESS_CPUTIME_ID would be no better: under
     * the sandbox's RLIMIT_CPU the kernel reads it from a process timer's sum, which moves only at
     * scheduler ticks; getrusage sums the threads' exact run times, in 1 µs steps.
     *
     * <p>The JVM's own threads are in this clock, as V8's compiler and collector are in JavaScript's
     * (Node runs them on the main thread there). The collector belongs there: Serial GC (the
     * toolchain's) collects on the VM thread what the call allocated, which is the call's cost. The
     * JIT compiler thread's work is not the program's, but it comes in bursts that the ten warm-up
     * calls and the fastest of five calls per input leave out; taking it off (each compiler thread's
     * /proc schedstat) was tried and is worse: a running thread's schedstat lags by up to a scheduler
     * tick (a call then measured -0.1 ms), and reading the files cost each call ~0.2 ms.
     *
     * <p>Where no foreign function API can be reached (JDK 18 to 20, or a run without the options),
     * the calling thread's CPU time is used, and stderr says so.
     */
    static final class ArCpu {
        /** getrusage as (int who, Object buffer) -> int, the buffer being the API's pointer type. */
        private final java.lang.invoke.MethodHandle getrusage;
        private final Object pointer;
        private final java.nio.ByteBuffer usage;

        private ArCpu(java.lang.invoke.MethodHandle getrusage, Object pointer, java.nio.ByteBuffer usage) {
            this.getrusage = getrusage.asType(java.lang.invoke.MethodType.methodType(int.class, int.class, Object.class));
            this.pointer = pointer;
            this.usage = usage.order(java.nio.ByteOrder.nativeOrder());
        }

        /** struct rusage on 64-bit Linux: two timevals (user, system) and 14 longs. */
        private static final long RUSAGE_BYTES = 144;
        /** Readings before the first timed call (~50 ms in all). */
        private static final int WARM_UPS = 2000;

        static ArCpu open() {
            StringBuilder why = new StringBuilder();
            for (int attempt = 0; attempt < 2; attempt++) {
                try {
                    ArCpu cpu = attempt == 0 ? foreign() : incubator();
                    // Compiled before the first call is timed: interpreted, the downcall's method
                    // handles cost a clock reading ~70 µs on average over its first 500 uses (the
                    // first ones far more), which landed inside the span (n = 500: 1.4 ms, not 0.8);
                    // compiled, ~7 µs (getrusage itself is ~1.5 µs here).
                    for (int i = 0; i < WARM_UPS; i++) {
                        cpu.nanos();
                    }
                    return cpu;
                } catch (Throwable e) {
                    Throwable cause = e;
                    while (cause instanceof java.lang.reflect.InvocationTargetException && cause.getCause() != null) {
                        cause = cause.getCause();
                    }
                    why.append(attempt == 0 ? "java.lang.foreign: " : "; jdk.incubator.foreign: ").append(oneLine(cause));
                }
            }
            System.err.println("algoreval: no process CPU clock (" + why + "); timing the calling thread's CPU only");
            return null;
        }

        /** JDK 21 (preview) and 22 on. */
        private static ArCpu foreign() throws Throwable {
            Class<?> linkerType = Class.forName("java.lang.foreign.Linker");
            Class<?> lookupType = Class.forName("java.lang.foreign.SymbolLookup");
            Class<?> segmentType = Class.forName("java.lang.foreign.MemorySegment");
            Class<?> layoutType = Class.forName("java.lang.foreign.MemoryLayout");
            Class<?> valueLayoutType = Class.forName("java.lang.foreign.ValueLayout");
            Class<?> descriptorType = Class.forName("java.lang.foreign.FunctionDescriptor");
            Class<?> optionType = Class.forName("java.lang.foreign.Linker$Option");
            Class<?> arenaType = Class.forName("java.lang.foreign.Arena");
            Object linker = linkerType.getMethod("nativeLinker").invoke(null);
            Object lookup = linkerType.getMethod("defaultLookup").invoke(linker);
            Object symbol = ((java.util.Optional<?>) lookupType.getMethod("find", String.class).invoke(lookup, "getrusage"))
                    .orElseThrow();
            Object cInt = valueLayoutType.getField("JAVA_INT").get(null);
            Object descriptor = descriptorType.getMethod("of", layoutType, layoutArray(layoutType).getClass())
                    .invoke(null, cInt, layoutArray(layoutType, cInt, valueLayoutType.getField("ADDRESS").get(null)));
            java.lang.invoke.MethodHandle handle = (java.lang.invoke.MethodHandle) linkerType
                    .getMethod("downcallHandle", segmentType, descriptorType, java.lang.reflect.Array.newInstance(optionType, 0).getClass())
                    .invoke(linker, symbol, descriptor, java.lang.reflect.Array.newInstance(optionType, 0));
            Object arena = arenaType.getMethod("global").invoke(null);
            Object buffer = arenaType.getMethod("allocate", long.class, long.class).invoke(arena, RUSAGE_BYTES, 8L);
            return new ArCpu(handle, buffer, (java.nio.ByteBuffer) segmentType.getMethod("asByteBuffer").invoke(buffer));
        }

        /** JDK 17's incubator, with --add-modules=jdk.incubator.foreign. */
        private static ArCpu incubator() throws Throwable {
            Class<?> linkerType = Class.forName("jdk.incubator.foreign.CLinker");
            Class<?> lookupType = Class.forName("jdk.incubator.foreign.SymbolLookup");
            Class<?> addressableType = Class.forName("jdk.incubator.foreign.Addressable");
            Class<?> addressType = Class.forName("jdk.incubator.foreign.MemoryAddress");
            Class<?> segmentType = Class.forName("jdk.incubator.foreign.MemorySegment");
            Class<?> layoutType = Class.forName("jdk.incubator.foreign.MemoryLayout");
            Class<?> descriptorType = Class.forName("jdk.incubator.foreign.FunctionDescriptor");
            Class<?> scopeType = Class.forName("jdk.incubator.foreign.ResourceScope");
            Object linker = linkerType.getMethod("getInstance").invoke(null);
            Object lookup = linkerType.getMethod("systemLookup").invoke(null);
            Object symbol = ((java.util.Optional<?>) lookupType.getMethod("lookup", String.class).invoke(lookup, "getrusage"))
                    .orElseThrow();
            Object cInt = linkerType.getField("C_INT").get(null);
            Object descriptor = descriptorType.getMethod("of", layoutType, layoutArray(layoutType).getClass())
                    .invoke(null, cInt, layoutArray(layoutType, cInt, linkerType.getField("C_POINTER").get(null)));
            java.lang.invoke.MethodHandle handle = (java.lang.invoke.MethodHandle) linkerType
                    .getMethod("downcallHandle", addressableType, java.lang.invoke.MethodType.class, descriptorType)
                    .invoke(linker, symbol, java.lang.invoke.MethodType.methodType(int.class, int.class, addressType), descriptor);
            Object scope = scopeType.getMethod("globalScope").invoke(null);
            Object buffer = segmentType.getMethod("allocateNative", long.class, scopeType).invoke(null, RUSAGE_BYTES, scope);
            return new ArCpu(handle, segmentType.getMethod("address").invoke(buffer),
                    (java.nio.ByteBuffer) segmentType.getMethod("asByteBuffer").invoke(buffer));
        }

        private static Object layoutArray(Class<?> layoutType, Object... layouts) {
            Object array = java.lang.reflect.Array.newInstance(layoutType, layouts.length);
            for (int i = 0; i < layouts.length; i++) {
                java.lang.reflect.Array.set(array, i, layouts[i]);
            }
            return array;
        }

        /** RUSAGE_SELF plus RUSAGE_CHILDREN, user plus system, in ns. */
        long nanos() throws Throwable {
            long total = 0;
            for (int who = 0; who >= -1; who--) {
                int status = (int) getrusage.invokeExact(who, pointer);
                if (status != 0) {
                    throw new IllegalStateException("getrusage(" + who + ") returned " + status);
                }
                total += (usage.getLong(0) + usage.getLong(16)) * 1_000_000_000L + (usage.getLong(8) + usage.getLong(24)) * 1_000L;
            }
            return total;
        }
    }

    /**
     * The timed mode's collections: before a call only where it pays for itself.
     *
     * <p>The input a call gets was just read and is young: a young collection started by the call's own
     * allocations would copy all of it inside the clock, at whichever size eden happened to fill (bridges
     * on a dense edge list: 1.5 / 3.3 / 1.1 ms at n = 200 / 283 / 400). A full collection before every
     * call kept that out, but cost each call ~20 µs of its own inside the clock (the caches it swept:
     * Tarjan's calls at n = 25…100 took 30–50 µs after one, 9–25 µs without), which bent Java's fits at
     * their smallest sizes (issue 26: Bellman–Ford on dense graphs 2.4 where the bound says 3, Tarjan 1.4
     * where it says 2).
     *
     * <p>So a collection comes before a call when the call could otherwise collect — eden's free room is
     * less than twice the most an earlier call took from it, plus a MiB; or nothing is known yet (the
     * first call, a call after one that collected) — and when the previous call allocated more than
     * {@link #REUSED_BYTES} on the calling thread: after a collection allocation starts again at eden's
     * bottom, in memory the caches still hold (as a C program's malloc reuses what it freed), where a
     * large call walking on through eden writes to memory no cache holds. Small calls, where a
     * collection's own cost weighed most, run one after another without one.
     *
     * <p>Without a pool named as an eden (a collector other than the toolchain's), every call is
     * preceded by a collection, as before.
     */
    static final class ArHeap {
        /** Room beyond twice the largest call: a first call of a larger size needs more than the last. */
        private static final long SLACK = 1L << 20;
        /** Above this, a call's allocations are cheaper from eden's bottom than from memory no cache holds. */
        private static final long REUSED_BYTES = 64L << 10;
        private static final int CHUNK = 64 << 10;
        /** Where {@link #touchEden} drops each chunk, so that no compiler can leave the allocation out. */
        static volatile byte[] sink;

        private final java.lang.management.MemoryPoolMXBean eden = edenPool();
        private final java.util.List<java.lang.management.GarbageCollectorMXBean> collectors =
                java.lang.management.ManagementFactory.getGarbageCollectorMXBeans();
        /** The calling thread's allocation counter (HotSpot, OpenJ9), or null. */
        private final com.sun.management.ThreadMXBean threads =
                CPU instanceof com.sun.management.ThreadMXBean ? (com.sun.management.ThreadMXBean) CPU : null;
        /** The most a call took from eden (every thread's allocations), or -1 where that is not known. */
        private long largestCall = -1;
        /** What the previous call allocated on the calling thread, or -1 where that is not known. */
        private long lastAllocated = -1;
        private long edenBefore;
        private long collectionsBefore;
        private long allocatedBefore;

        ArHeap() {
            if (eden != null) {
                touchEden();
            }
        }

        private static java.lang.management.MemoryPoolMXBean edenPool() {
            for (java.lang.management.MemoryPoolMXBean pool : java.lang.management.ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == java.lang.management.MemoryType.HEAP && pool.getName().contains("Eden")) {
                    return pool;
                }
            }
            return null;
        }

        /**
         * Allocates garbage until the young collection that clears it, so that every page of eden is mapped:
         * a call that skips the collection allocates where no earlier call has, and each page it touches
         * first would be a page fault inside the clock (Tarjan on a dense edge list: 2x at n = 283 and 400).
         */
        private void touchEden() {
            long collected = collections();
            java.lang.management.MemoryUsage usage = eden.getUsage();
            long chunks = 2 * Math.max(usage.getCommitted(), usage.getMax()) / CHUNK + 16;
            for (long i = 0; i < chunks && collections() == collected; i++) {
                sink = new byte[CHUNK];
            }
            sink = null;
        }

        void beforeCall() {
            if (eden == null) {
                System.gc();
                return;
            }
            java.lang.management.MemoryUsage usage = eden.getUsage();
            if (largestCall < 0 || lastAllocated < 0 || lastAllocated > REUSED_BYTES
                    || usage.getCommitted() - usage.getUsed() < 2 * largestCall + SLACK) {
                System.gc();
            }
            edenBefore = eden.getUsage().getUsed();
            collectionsBefore = collections();
            allocatedBefore = allocated();
        }

        void afterCall() {
            if (eden == null) {
                return;
            }
            long allocatedAfter = allocated();
            lastAllocated = allocatedBefore < 0 || allocatedAfter < 0 ? -1 : allocatedAfter - allocatedBefore;
            long edenAfter = eden.getUsage().getUsed();
            largestCall = collections() != collectionsBefore || edenAfter < edenBefore ? -1
                    : Math.max(largestCall, edenAfter - edenBefore);
        }

        private long allocated() {
            return threads == null ? -1 : threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        }

        private long collections() {
            long total = 0;
            for (java.lang.management.GarbageCollectorMXBean collector : collectors) {
                total += Math.max(0, collector.getCollectionCount());
            }
            return total;
        }
    }

    /** The calling thread's CPU time: the fallback where {@link ArCpu} cannot be opened. */
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
    private static ArCpu processCpu;
    private static ArHeap heap;
    private static java.io.PrintStream out;
    private static String marker = "?";
    private static byte[] data;
    private static int pos;

    public static void main(String[] args) throws Exception {
        out = System.out;
        data = java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(args[0]));
        // The model's prints go nowhere; results go to the stream saved above.
        System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        Thread worker = new Thread(null, AlgorevalDriver::runAll, "algoreval-driver", 64L * 1024 * 1024);
        worker.start();
        worker.join();
        out.flush();
        System.exit(0);
    }

    private static void emit(String line) {
        out.print("\n" + marker + " " + line + "\n");
        out.flush();
    }

    private static void runAll() {
        marker = token();
        // "timed" before the count: also write each call's duration (the scale probe, engine.probe).
        String first = token();
        boolean timed = first.equals("timed");
        int count = Integer.parseInt(timed ? token() : first);
        if (timed) {
            processCpu = ArCpu.open();
            heap = new ArHeap();
        }
        Class<?> main;
        try {
            main = Class.forName("Main", true, AlgorevalDriver.class.getClassLoader());
        } catch (ExceptionInInitializerError e) {
            emit("load-error " + oneLine(e.getCause() == null ? e : e.getCause()));
            return;
        } catch (Throwable e) {
            emit("load-error " + oneLine(e));
            return;
        }
        java.lang.reflect.Method function = null;
        java.lang.reflect.Constructor<?> constructor = null;
        java.lang.reflect.Method[] methods = new java.lang.reflect.Method[API.methods.length];
        try {
            if (API.className == null) {
                function = method(main, API.methods[0], true);
                for (int i = 0; i < methods.length; i++) {
                    methods[i] = method(main, API.methods[i], true);
                }
            } else {
                Class<?> owner = apiClass(main);
                constructor = constructor(owner);
                for (int i = 0; i < methods.length; i++) {
                    methods[i] = method(owner, API.methods[i], false);
                }
            }
        } catch (ArProblem e) {
            emit("static " + e.getMessage());
            return;
        }
        for (int index = 0; index < count; index++) {
            // All of an input is read before the first call, so an exception cannot leave tokens unread.
            Object[] args;
            int[] callMethods = new int[0];
            Object[][] callArgs = new Object[0][];
            try {
                if (!API.calls) {
                    args = readAll(API.methods[0].params);
                } else {
                    args = readAll(API.constructor);
                    int calls = Integer.parseInt(token());
                    callMethods = new int[calls];
                    callArgs = new Object[calls][];
                    for (int c = 0; c < calls; c++) {
                        callMethods[c] = Integer.parseInt(token());
                        callArgs[c] = readAll(API.methods[callMethods[c]].params);
                    }
                }
            } catch (ArProblem e) {
                emit("load-error the driver cannot build an argument: " + e.getMessage());
                return;
            }
            String json;
            long elapsed;
            long cpu;
            try {
                Object result;
                if (timed) {
                    heap.beforeCall();
                }
                long started = System.nanoTime();
                long cpuStarted = cpuNanos();
                if (!API.calls) {
                    result = function.invoke(null, args);
                    if (API.methods[0].inout >= 0) {
                        result = args[API.methods[0].inout];
                    }
                } else {
                    // Several functions are static: they are invoked without an object.
                    Object obj = constructor == null ? null : constructor.newInstance(args);
                    java.util.List<Object> results = new java.util.ArrayList<>();
                    for (int c = 0; c < callMethods.length; c++) {
                        Object r = methods[callMethods[c]].invoke(obj, callArgs[c]);
                        if (API.methods[callMethods[c]].returns) {
                            results.add(r);
                        }
                    }
                    result = results;
                }
                cpu = cpuNanos() - cpuStarted;
                elapsed = System.nanoTime() - started;
                if (timed) {
                    heap.afterCall();
                }
                StringBuilder sb = new StringBuilder();
                json(sb, result);
                json = sb.toString();
            } catch (ArProblem e) {
                emit(index + " bad " + e.getMessage());
                continue;
            } catch (java.lang.reflect.InvocationTargetException e) {
                emit(index + " error " + oneLine(e.getCause() == null ? e : e.getCause()));
                continue;
            } catch (Throwable e) {
                emit(index + " error " + oneLine(e));
                continue;
            }
            if (timed) {
                emit(index + " time " + elapsed + " " + cpu);
            }
            emit(index + " ok " + json);
        }
        emit("end");
    }

    private static long cpuNanos() throws Throwable {
        return processCpu == null ? CPU.getCurrentThreadCpuTime() : processCpu.nanos();
    }

    private static String oneLine(Throwable e) {
        String text = e.toString().replace('\r', ' ').replace('\n', ' ');
        return text.length() > 500 ? text.substring(0, 500) : text;
    }

    // ---- finding the interface ------------------------------------------------------------------

    private static Class<?> apiClass(Class<?> main) throws ArProblem {
        Class<?> found = null;
        for (Class<?> nested : main.getDeclaredClasses()) {
            if (nested.getSimpleName().equals(API.className)) {
                found = nested;
            }
        }
        if (found == null) {
            try {
                found = Class.forName(API.className, true, AlgorevalDriver.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new ArProblem("the program defines no class '" + API.className + "' in Main");
            }
        }
        if (found.isMemberClass() && !java.lang.reflect.Modifier.isStatic(found.getModifiers())) {
            throw new ArProblem("class " + API.className + " must be a static nested class of Main");
        }
        return found;
    }

    private static java.lang.reflect.Constructor<?> constructor(Class<?> owner) throws ArProblem {
        Class<?>[] types = classes(API.constructor);
        try {
            java.lang.reflect.Constructor<?> c = owner.getDeclaredConstructor(types);
            c.setAccessible(true);
            return c;
        } catch (NoSuchMethodException e) {
            StringBuilder found = new StringBuilder();
            for (java.lang.reflect.Constructor<?> c : owner.getDeclaredConstructors()) {
                found.append(found.length() == 0 ? "" : ", ").append(describe(API.className, c.getParameterTypes()));
            }
            throw new ArProblem("class " + API.className + " has no constructor " + describe(API.className, types)
                    + "; found " + (found.length() == 0 ? "none" : found));
        }
    }

    private static java.lang.reflect.Method method(Class<?> owner, ArMethod wanted, boolean mustBeStatic)
            throws ArProblem {
        Class<?>[] types = classes(wanted.params);
        StringBuilder found = new StringBuilder();
        for (Class<?> c = owner; c != null && c != Object.class; c = c.getSuperclass()) {
            try {
                java.lang.reflect.Method m = c.getDeclaredMethod(wanted.name, types);
                if (mustBeStatic && !java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                    throw new ArProblem("Main." + wanted.name + " must be static");
                }
                m.setAccessible(true);
                return m;
            } catch (NoSuchMethodException e) {
                for (java.lang.reflect.Method m : c.getDeclaredMethods()) {
                    if (m.getName().equals(wanted.name)) {
                        found.append(found.length() == 0 ? "" : ", ").append(describe(wanted.name, m.getParameterTypes()));
                    }
                }
            }
        }
        String where = owner.getSimpleName();
        if (found.length() == 0) {
            throw new ArProblem(where + " has no method '" + wanted.name + "'");
        }
        throw new ArProblem(where + " has no method " + describe(wanted.name, types) + "; found " + found);
    }

    private static String describe(String name, Class<?>[] types) {
        StringBuilder sb = new StringBuilder(name).append('(');
        for (int i = 0; i < types.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(types[i].getTypeName());
        }
        return sb.append(')').toString();
    }

    private static Class<?>[] classes(ArType[] types) throws ArProblem {
        Class<?>[] out = new Class<?>[types.length];
        for (int i = 0; i < types.length; i++) {
            out[i] = javaClass(types[i]);
        }
        return out;
    }

    /** The exact Java type the signature renders for t. */
    private static Class<?> javaClass(ArType t) throws ArProblem {
        switch (t.kind) {
            case "int":
            case "index":
                return int.class;
            case "long":
                return long.class;
            case "double":
                return double.class;
            case "bool":
                return boolean.class;
            case "string":
                return String.class;
            case "char":
                return char.class;
            case "map":
                return java.util.Map.class;
            case "list":
                return javaClass(t.parts[0]).arrayType();
            case "tuple":
                return javaClass(t.parts[0]).arrayType();
            case "record":
                try {
                    return Class.forName("Main$" + t.recordName, false, AlgorevalDriver.class.getClassLoader());
                } catch (ClassNotFoundException e) {
                    throw new ArProblem("the program defines no record Main." + t.recordName);
                }
            case "fn":
                return java.util.function.DoubleUnaryOperator.class;
            case "optional":
                Class<?> inner = javaClass(t.parts[0]);
                return inner.isPrimitive() ? java.lang.invoke.MethodType.methodType(inner).wrap().returnType() : inner;
            default:
                throw new IllegalStateException("unknown type " + t.kind);
        }
    }

    // ---- reading the inputs ---------------------------------------------------------------------

    private static int skipSpace() {
        while (pos < data.length && (data[pos] == ' ' || data[pos] == '\n' || data[pos] == '\r' || data[pos] == '\t')) {
            pos++;
        }
        return pos;
    }

    private static String token() {
        int start = skipSpace();
        while (pos < data.length && data[pos] != ' ' && data[pos] != '\n' && data[pos] != '\r' && data[pos] != '\t') {
            pos++;
        }
        return new String(data, start, pos - start, java.nio.charset.StandardCharsets.US_ASCII);
    }

    private static Object[] readAll(ArType[] types) throws ArProblem {
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            values[i] = read(types[i]);
        }
        return values;
    }

    private static Object read(ArType t) throws ArProblem {
        switch (t.kind) {
            case "int":
            case "index":
                return Integer.parseInt(token());
            case "long":
                return Long.parseLong(token());
            case "double":
                String d = token();
                return d.equals("inf") ? Double.POSITIVE_INFINITY : d.equals("-inf") ? Double.NEGATIVE_INFINITY
                        : d.equals("nan") ? Double.NaN : Double.parseDouble(d);
            case "bool":
                return token().equals("1");
            case "char":
                return (char) Integer.parseInt(token());
            case "map": {
                // Any Map does: the parameter's type arguments are erased.
                int n = Integer.parseInt(token());
                java.util.Map<Object, Object> map = new java.util.HashMap<>();
                for (int i = 0; i < n; i++) {
                    Object key = read(t.parts[0]);
                    map.put(key, read(t.parts[1]));
                }
                return map;
            }
            case "string":
                int start = skipSpace();
                int colon = start;
                while (data[colon] != ':') {
                    colon++;
                }
                int length = Integer.parseInt(new String(data, start, colon - start, java.nio.charset.StandardCharsets.US_ASCII));
                pos = colon + 1 + length;
                return new String(data, colon + 1, length, java.nio.charset.StandardCharsets.UTF_8);
            case "list": {
                int n = Integer.parseInt(token());
                Object array = java.lang.reflect.Array.newInstance(javaClass(t.parts[0]), n);
                for (int i = 0; i < n; i++) {
                    java.lang.reflect.Array.set(array, i, read(t.parts[0]));
                }
                return array;
            }
            case "tuple": {
                Object array = java.lang.reflect.Array.newInstance(javaClass(t.parts[0]), t.parts.length);
                for (int i = 0; i < t.parts.length; i++) {
                    java.lang.reflect.Array.set(array, i, read(t.parts[i]));
                }
                return array;
            }
            case "record": {
                Object[] components = readAll(t.parts);
                Class<?> record = javaClass(t);
                try {
                    java.lang.reflect.Constructor<?> c = record.getDeclaredConstructor(classes(t.parts));
                    c.setAccessible(true);
                    return c.newInstance(components);
                } catch (ReflectiveOperationException e) {
                    throw new ArProblem("record Main." + t.recordName + " cannot be built: " + oneLine(e));
                }
            }
            case "fn":
                return function((String) read(ArType.of("string")));
            case "optional":
                return token().equals("1") ? read(t.parts[0]) : null;
            default:
                throw new IllegalStateException("unknown type " + t.kind);
        }
    }

    /** The functions a fn(double) -> double argument names (dataset class RealFunctions), written as every driver writes them. */
    private static java.util.function.DoubleUnaryOperator function(String name) throws ArProblem {
        switch (name) {
            case "x^2":
                return x -> x * x;
            case "x^3":
                return x -> x * x * x;
            case "x^4-2x+1":
                return x -> x * x * x * x - 2 * x + 1;
            case "sin(x)":
                return x -> java.lang.Math.sin(x);
            case "cos(3x)":
                return x -> java.lang.Math.cos(3 * x);
            case "exp(x)":
                return x -> java.lang.Math.exp(x);
            case "exp(-x^2)":
                return x -> java.lang.Math.exp(-x * x);
            case "sqrt(x)":
                return x -> java.lang.Math.sqrt(x);
            case "1/(1+x^2)":
                return x -> 1 / (1 + x * x);
            case "|x|":
                return x -> java.lang.Math.abs(x);
            default:
                throw new ArProblem("no function '" + name + "' on the menu");
        }
    }

    // ---- writing a result -----------------------------------------------------------------------

    private static void json(StringBuilder sb, Object v) throws ArProblem, ReflectiveOperationException {
        if (v == null) {
            sb.append("null");
        } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long || v instanceof Short
                || v instanceof Byte || v instanceof java.math.BigInteger) {
            sb.append(v);
        } else if (v instanceof Double || v instanceof Float) {
            // Double.toString is Java's round-trip form; Infinity, -Infinity and NaN are what the protocol wants.
            sb.append(Double.toString(((Number) v).doubleValue()));
        } else if (v instanceof String || v instanceof Character) {
            string(sb, v.toString());
        } else if (v.getClass().isArray()) {
            int n = java.lang.reflect.Array.getLength(v);
            sb.append('[');
            for (int i = 0; i < n; i++) {
                sb.append(i == 0 ? "" : ",");
                json(sb, java.lang.reflect.Array.get(v, i));
            }
            sb.append(']');
        } else if (v instanceof Iterable) {
            sb.append('[');
            boolean first = true;
            for (Object e : (Iterable<?>) v) {
                sb.append(first ? "" : ",");
                first = false;
                json(sb, e);
            }
            sb.append(']');
        } else if (v instanceof Record) {
            java.lang.reflect.RecordComponent[] components = v.getClass().getRecordComponents();
            sb.append('[');
            for (int i = 0; i < components.length; i++) {
                sb.append(i == 0 ? "" : ",");
                java.lang.reflect.Method accessor = components[i].getAccessor();
                accessor.setAccessible(true);
                json(sb, accessor.invoke(v));
            }
            sb.append(']');
        } else if (v instanceof java.util.Map) {
            // A map is a JSON object; its keys (chars or strings) are JSON strings.
            sb.append('{');
            boolean first = true;
            for (java.util.Map.Entry<?, ?> e : ((java.util.Map<?, ?>) v).entrySet()) {
                sb.append(first ? "" : ",");
                first = false;
                StringBuilder key = new StringBuilder();
                json(key, e.getKey());
                sb.append(key.length() > 0 && key.charAt(0) == '"' ? key : "\"" + key + "\"").append(':');
                json(sb, e.getValue());
            }
            sb.append('}');
        } else if (v instanceof java.util.Map.Entry) {
            sb.append('[');
            json(sb, ((java.util.Map.Entry<?, ?>) v).getKey());
            sb.append(',');
            json(sb, ((java.util.Map.Entry<?, ?>) v).getValue());
            sb.append(']');
        } else if (v instanceof java.util.Optional) {
            json(sb, ((java.util.Optional<?>) v).orElse(null));
        } else if (v instanceof java.util.OptionalInt) {
            java.util.OptionalInt o = (java.util.OptionalInt) v;
            json(sb, o.isPresent() ? (Object) o.getAsInt() : null);
        } else if (v instanceof java.util.OptionalLong) {
            java.util.OptionalLong o = (java.util.OptionalLong) v;
            json(sb, o.isPresent() ? (Object) o.getAsLong() : null);
        } else if (v instanceof java.util.OptionalDouble) {
            java.util.OptionalDouble o = (java.util.OptionalDouble) v;
            json(sb, o.isPresent() ? (Object) o.getAsDouble() : null);
        } else {
            throw new ArProblem("the result contains a value of type " + v.getClass().getName());
        }
    }

    private static void string(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        sb.append('"');
    }
}
