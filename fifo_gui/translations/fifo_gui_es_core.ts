<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CoreErrors</name>
    <message>
        <location filename="../core/engines.py" line="1"/>
        <source>No free-threaded Python was found on this computer (looked for {names} on PATH), so only threads and processes are compared.</source>
        <translation>No se encontró ningún Python sin GIL (free-threaded) en este ordenador (se buscó {names} en el PATH), así que solo se comparan hilos y procesos.</translation>
    </message>
    <message>
        <location filename="../core/engines.py" line="1"/>
        <source>A free-threaded Python was found ({path}), but this lab does not run it yet: only threads and processes are compared.</source>
        <translation>Se encontró un Python sin GIL (free-threaded) ({path}), pero este laboratorio aún no lo usa: solo se comparan hilos y procesos.</translation>
    </message>
    <message>
        <source>$.broker: expected one of {names}, got {value}</source>
        <translation>$.broker: se esperaba uno de {names}, se encontró {value}</translation>
    </message>
    <message>
        <source>$.{key}: a scenario on a broker plays on RQ&apos;s queue, a FIFO Redis list with no bound run by RQ&apos;s worker processes; leave {key} out</source>
        <translation>$.{key}: un escenario en un broker se ejecuta en la cola de RQ, una lista FIFO de Redis sin límite que atienden los procesos trabajadores de RQ; quite {key}</translation>
    </message>
    <message>
        <source>$.tasks[{index}]: a scenario on a broker puts its tasks at once, in order: one of {kinds}, with no at, count, priority, workers or maxsize</source>
        <translation>$.tasks[{index}]: un escenario en un broker pone sus tareas de una vez, en orden: una de {kinds}, sin at, count, priority, workers ni maxsize</translation>
    </message>
    <message>
        <location filename="../core/scenario/schema.py" line="1"/>
        <source>$.compare: expected one of {names}, got {value}</source>
        <translation>$.compare: se esperaba uno de {names}, pero hay {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="55"/>
        <source>the line is cut off (a truncated recording?)</source>
        <translation>la línea está cortada (¿una grabación truncada?)</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="206"/>
        <location filename="../core/scenario.py" line="158"/>
        <location filename="../core/scenario.py" line="170"/>
        <location filename="../core/user_tasks.py" line="41"/>
        <location filename="../core/user_tasks.py" line="68"/>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="210"/>
        <location filename="../core/scenario.py" line="162"/>
        <location filename="../core/user_tasks.py" line="45"/>
        <source>{file}: cannot read the file ({why})</source>
        <translation>{file}: no se puede leer el archivo ({why})</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="226"/>
        <source>the line is longer than {limit:,} bytes</source>
        <translation>la línea tiene más de {limit:,} bytes</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="236"/>
        <source>{file}: line {line} is cut off (a full disk? a crash?); the {lines:,} lines before it are replayed</source>
        <translation>{file}: la línea {line} está cortada (¿disco lleno? ¿un cierre inesperado?); se reproducen las {lines:,} líneas anteriores</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="255"/>
        <source>{file} is a scenario file, not a recording: open it with File ▸ Open (Ctrl+O) or --scenario</source>
        <translation>{file} es un archivo de escenario, no una grabación: ábralo con Archivo ▸ Abrir (Ctrl+O) o --scenario</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="263"/>
        <source>{file}: line {line}: {reason}</source>
        <translation>{file}: línea {line}: {reason}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="270"/>
        <source>{file}: line {line}: cannot read the file ({why})</source>
        <translation>{file}: línea {line}: no se puede leer el archivo ({why})</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="279"/>
        <source>{file}: line {line}: too big to read</source>
        <translation>{file}: línea {line}: demasiado grande para leerla</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="285"/>
        <source>{file}: the recording holds no events</source>
        <translation>{file}: la grabación no contiene eventos</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="304"/>
        <location filename="../core/recording.py" line="371"/>
        <source>{kind}: unknown field {field}</source>
        <translation>{kind}: campo desconocido {field}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="326"/>
        <source>not UTF-8 text (byte {byte})</source>
        <translation>no es texto UTF-8 (byte {byte})</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="332"/>
        <source>not valid JSON ({why}, column {column})</source>
        <translation>no es JSON válido ({why}, columna {column})</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="338"/>
        <location filename="../core/scenario.py" line="182"/>
        <source>the JSON is nested too deeply</source>
        <translation>el JSON está anidado demasiado profundamente</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="347"/>
        <source>expected a JSON object</source>
        <translation>se esperaba un objeto JSON</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="350"/>
        <source>version {version} is not supported (this app reads version {reads})</source>
        <translation>la versión {version} no es compatible (esta aplicación lee la versión {reads})</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="364"/>
        <source>unknown event type {kind}</source>
        <translation>tipo de evento desconocido {kind}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="382"/>
        <source>{kind}: missing field {field!r}</source>
        <translation>{kind}: falta el campo {field!r}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="401"/>
        <source>{where}: expected a whole number 0-{high:,}, got {value}</source>
        <translation>{where}: se esperaba un número entero 0-{high:,}, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="411"/>
        <source>{where}: expected a number of seconds within ±{bound:,.0f}, got {value}</source>
        <translation>{where}: se esperaba un número de segundos dentro de ±{bound:,.0f}, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="423"/>
        <location filename="../core/scenario.py" line="531"/>
        <source>{where}: expected text, got {type}</source>
        <translation>{where}: se esperaba texto, se encontró {type}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="429"/>
        <source>{where}: longer than {limit:,} characters</source>
        <translation>{where}: más de {limit:,} caracteres</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="436"/>
        <source>{where}: expected FIFO, LIFO or Priority, got {value}</source>
        <translation>{where}: se esperaba FIFO, LIFO o Priority, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="446"/>
        <source>{where}: expected a whole number {low}-{high}, got {value}</source>
        <translation>{where}: se esperaba un número entero {low}-{high}, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="457"/>
        <source>{where}: expected true or false, got {value}</source>
        <translation>{where}: se esperaba true o false, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="466"/>
        <source>{where}: expected a number within ±{bound:g} or null, got {value}</source>
        <translation>{where}: se esperaba un número dentro de ±{bound:g} o null, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="487"/>
        <location filename="../core/scenario.py" line="247"/>
        <source>{name} is not allowed: use a finite number</source>
        <translation>{name} no está permitido: use un número finito</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="37"/>
        <location filename="../core/safe_files.py" line="78"/>
        <source>not a regular file ({kind})</source>
        <translation>no es un archivo normal ({kind})</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="43"/>
        <source>the file is {size:,} bytes; the limit is {limit:,}</source>
        <translation>el archivo tiene {size:,} bytes; el límite es {limit:,}</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="64"/>
        <source>the file is over {limit:,} bytes</source>
        <translation>el archivo tiene más de {limit:,} bytes</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="120"/>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="122"/>
        <source>a named pipe</source>
        <translation>una tubería con nombre</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="124"/>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="126"/>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="127"/>
        <source>not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="84"/>
        <source>this is a recording: open it with File ▸ Open recording (or --replay)</source>
        <translation>esto es una grabación: ábrala con Archivo ▸ Abrir grabación (o --replay)</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="117"/>
        <source>the task kind {kind!r} needs its tasks file loaded</source>
        <translation>el tipo de tarea {kind!r} necesita cargado su archivo de tareas</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="186"/>
        <source>not a usable scenario: {why}</source>
        <translation>no es un escenario utilizable: {why}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="194"/>
        <source>more than {limit:,} bytes</source>
        <translation>más de {limit:,} bytes</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="175"/>
        <source>not UTF-8 text: line {line}, column {column} (byte {byte}); save it as UTF-8</source>
        <translation>no es texto UTF-8: línea {line}, columna {column} (byte {byte}); guárdalo como UTF-8</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="183"/>
        <source>not {encoding} text, as its byte-order mark says: line {line}, column {column}</source>
        <translation>no es texto {encoding}, como dice su marca de orden de bytes: línea {line}, columna {column}</translation>
    </message>
    <message>
        <location filename="../core/safe_files.py" line="199"/>
        <source>saved as {encoding}, which Python cannot run: save it as UTF-8</source>
        <translation>guardado como {encoding}, que Python no puede ejecutar: guárdalo como UTF-8</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="217"/>
        <source>not valid JSON: {why} (line {line}, column {column})</source>
        <translation>no es JSON válido: {why} (línea {line}, columna {column})</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="254"/>
        <source>integer with {digits:,} digits is too long</source>
        <translation>un entero de {digits:,} cifras es demasiado largo</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="262"/>
        <source>number literal is too long</source>
        <translation>el número escrito es demasiado largo</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="266"/>
        <source>{number} is out of range</source>
        <translation>{number} está fuera de rango</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="276"/>
        <source>duplicate key {key}</source>
        <translation>clave repetida {key}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="287"/>
        <source>$.version: missing; this format is {&quot;version&quot;: 1, ...}</source>
        <translation>$.version: falta; este formato es {&quot;version&quot;: 1, ...}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="294"/>
        <source>$.version: version {version} is not supported (this app reads versions 1 to {newest})</source>
        <translation>$.version: la versión {version} no es compatible (esta aplicación lee las versiones 1 a {newest})</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="304"/>
        <source>$.tasks: missing; give a list of tasks</source>
        <translation>$.tasks: falta; indique una lista de tareas</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="309"/>
        <source>$.tasks: expected a list, got {type}</source>
        <translation>$.tasks: se esperaba una lista, se encontró {type}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="314"/>
        <source>$.tasks: {count:,} tasks; the limit is {limit:,}</source>
        <translation>$.tasks: {count:,} tareas; el límite es {limit:,}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="336"/>
        <source>$.discipline: expected one of {names}, got {value}</source>
        <translation>$.discipline: se esperaba uno de {names}, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="350"/>
        <source>{where}.kind: missing; one of {kinds}</source>
        <translation>{where}.kind: falta; uno de {kinds}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="362"/>
        <source>{where}.kind: unknown kind {kind}; expected one of {kinds}</source>
        <translation>{where}.kind: tipo desconocido {kind}; se esperaba uno de {kinds}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="366"/>
        <source>{where}.kind: unknown kind {kind}; expected one of {kinds} (or a function of a tasks file loaded with --tasks)</source>
        <translation>{where}.kind: tipo desconocido {kind}; se esperaba uno de {kinds} (o una función de un archivo de tareas cargado con --tasks)</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="381"/>
        <source>{where}.count: only a noop task can be a burst</source>
        <translation>{where}.count: solo una tarea noop puede ser una ráfaga</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="416"/>
        <source>{where}.args: expected a list, got {type}</source>
        <translation>{where}.args: se esperaba una lista, se encontró {type}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="464"/>
        <source>{where}: expected an object, got {type}</source>
        <translation>{where}: se esperaba un objeto, se encontró {type}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="476"/>
        <source>{where}: unknown key {key}; allowed: none</source>
        <translation>{where}: clave desconocida {key}; permitidas: ninguna</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="481"/>
        <source>{where}: unknown key {key}; allowed: {keys}</source>
        <translation>{where}: clave desconocida {key}; permitidas: {keys}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="491"/>
        <source>{where}: expected a whole number, got {type}</source>
        <translation>{where}: se esperaba un número entero, se encontró {type}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="497"/>
        <source>{where}: must be between {low} and {high}, got {value}</source>
        <translation>{where}: debe estar entre {low} y {high}, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="511"/>
        <source>{where}: expected a number of seconds, got {type}</source>
        <translation>{where}: se esperaba un número de segundos, se encontró {type}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="517"/>
        <source>{where}: must be between {low:g} and {high:g}, got {value:g}</source>
        <translation>{where}: debe estar entre {low:g} y {high:g}, se encontró {value:g}</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="537"/>
        <source>{where}: longer than {limit} characters</source>
        <translation>{where}: más de {limit} caracteres</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="547"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="548"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="549"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="550"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location filename="../core/scenario.py" line="551"/>
        <location filename="../core/scenario.py" line="552"/>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="52"/>
        <source>{file}: line {line}: a NUL byte: not Python source</source>
        <translation>{file}: línea {line}: un byte NUL: no es código fuente de Python</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="62"/>
        <source>{file}: line {line}: {why}</source>
        <translation>{file}: línea {line}: {why}</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="72"/>
        <source>{file}: not Python source ({why})</source>
        <translation>{file}: no es código fuente de Python ({why})</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="80"/>
        <source>{file}: cannot be imported</source>
        <translation>{file}: no se puede importar</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="99"/>
        <source>{file}: importing it took more than {seconds} s (does it wait for input, or loop at the top level?)</source>
        <translation>{file}: importarlo tardó más de {seconds} s (¿espera una entrada, o repite un bucle en el nivel superior?)</translation>
    </message>
    <message>
        <location filename="../core/recording.py" line="229"/>
        <source>a blank line before more events</source>
        <translation>una línea en blanco antes de más eventos</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="89"/>
        <source>{file}: importing it raised {error}: {message}</source>
        <translation>{file}: al importarlo se produjo {error}: {message}</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="102"/>
        <source>{file}: defines no public function (a top-level `def` whose name does not start with _)</source>
        <translation>{file}: no define ninguna función pública (un `def` de nivel superior cuyo nombre no empiece por _)</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="116"/>
        <source>(its message could not be read)</source>
        <translation>(no se pudo leer su mensaje)</translation>
    </message>
    <message>
        <location filename="../core/user_tasks.py" line="118"/>
        <source>(no message)</source>
        <translation>(sin mensaje)</translation>
    </message>
    <message>
        <location filename="../core/classroom.py" line="227"/>
        <source>task ID {id} cannot be retried: only a failed or cancelled task can</source>
        <translation>la tarea ID {id} no se puede reintentar: solo se puede una tarea fallida o cancelada</translation>
    </message>
    <message>
        <location filename="../core/classroom.py" line="273"/>
        <source>stop the workers before changing how many there are</source>
        <translation>detenga los trabajadores antes de cambiar cuántos hay</translation>
    </message>
    <message>
        <location filename="../core/classroom.py" line="298"/>
        <source>stop the workers and empty the queue before changing its order</source>
        <translation>detenga los trabajadores y vacíe la cola antes de cambiar su orden</translation>
    </message>
    <message>
        <location filename="../core/producer.py" line="38"/>
        <source>sleep range must satisfy 0 &lt;= min &lt;= max &lt;= {limit:g} s, got {low:g}..{high:g}</source>
        <translation>el intervalo de espera debe cumplir 0 &lt;= mín &lt;= máx &lt;= {limit:g} s, se encontró {low:g}..{high:g}</translation>
    </message>
    <message>
        <location filename="../core/producer.py" line="49"/>
        <source>failure probability must be between 0 and 1, got {value}</source>
        <translation>la probabilidad de fallo debe estar entre 0 y 1, se encontró {value}</translation>
    </message>
    <message>
        <location filename="../core/producer.py" line="69"/>
        <source>rate must be above 0 and at most {limit:g} tasks/s, got {rate}</source>
        <translation>el ritmo debe ser mayor que 0 y como máximo {limit:g} tareas/s, se encontró {rate}</translation>
    </message>
    <message>
        <location filename="../broker/connect.py" line="1"/>
        <source>Attaching to an RQ queue needs the packages {names}: install them with {command}.</source>
        <translation>Para conectarse a una cola de RQ hacen falta los paquetes {names}: instálelos con {command}.</translation>
    </message>
    <message>
        <location filename="../broker/connect.py" line="1"/>
        <source>{url} is not a Redis URL ({why}): write it as redis://HOST:PORT/DB.</source>
        <translation>{url} no es una URL de Redis ({why}): escríbala como redis://HOST:PUERTO/BD.</translation>
    </message>
    <message>
        <location filename="../broker/connect.py" line="1"/>
        <source>The Redis at {where} refused the password: {why}.</source>
        <translation>El Redis de {where} rechazó la contraseña: {why}.</translation>
    </message>
    <message>
        <location filename="../broker/connect.py" line="1"/>
        <source>No Redis answers at {where} ({why}): start it, or check the host and port.</source>
        <translation>Ningún Redis responde en {where} ({why}): arránquelo, o revise el host y el puerto.</translation>
    </message>
    <message>
        <location filename="../broker/connect.py" line="1"/>
        <source>Redis at {where} stopped answering ({why}).</source>
        <translation>El Redis de {where} dejó de responder ({why}).</translation>
    </message>
    <message>
        <location filename="../broker/connect.py" line="1"/>
        <source>The Redis at {where} does not let fifo_gui turn on keyspace notifications ({why}): ask its administrator to set notify-keyspace-events to {flags}.</source>
        <translation>El Redis de {where} no deja que fifo_gui active las notificaciones de claves ({why}): pida a su administrador que ponga notify-keyspace-events a {flags}.</translation>
    </message>
    <message>
        <location filename="../broker/source.py" line="1"/>
        <source>Following the RQ queue stopped on an unexpected error: {why}.</source>
        <translation>El seguimiento de la cola de RQ se detuvo por un error inesperado: {why}.</translation>
    </message>
</context>
</TS>
