<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Console</name>
    <message>
        <location filename="../console.py" line="113"/>
        <source>Interrupted: cancelling what is left...</source>
        <translation>Interrumpido: cancelando lo que queda...</translation>
    </message>
    <message>
        <location filename="../console.py" line="161"/>
        <source>Interrupted: cancelled what was left.</source>
        <translation>Interrumpido: se canceló lo que quedaba.</translation>
    </message>
    <message>
        <location filename="../console.py" line="169"/>
        <source>Expectation not met: {expectation}</source>
        <translation>Expectativa no cumplida: {expectation}</translation>
    </message>
    <message>
        <location filename="../console.py" line="172"/>
        <source>Expectations: not all held.</source>
        <translation>Expectativas: no se cumplieron todas.</translation>
    </message>
    <message>
        <location filename="../console.py" line="174"/>
        <source>Expectations: all held.</source>
        <translation>Expectativas: se cumplieron todas.</translation>
    </message>
    <message>
        <location filename="../console.py" line="187"/>
        <source>fifo-gui: cannot write {file}: {why}</source>
        <translation>fifo-gui: no se puede escribir {file}: {why}</translation>
    </message>
    <message>
        <location filename="../console.py" line="223"/>
        <source>fifo-gui: the recording is incomplete: {why}</source>
        <translation>fifo-gui: la grabación está incompleta: {why}</translation>
    </message>
    <message>
        <location filename="../console.py" line="234"/>
        <source>fifo-gui: cannot write the trace to {path}: {why}</source>
        <translation>fifo-gui: no se puede escribir la traza en {path}: {why}</translation>
    </message>
    <message>
        <location filename="../console.py" line="244"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message numerus="yes">
        <location filename="../console.py" line="249"/>
        <source>Summary — {title} ({discipline}, %n worker(s))</source>
        <translation>
            <numerusform>Resumen — {title} ({discipline}, %n trabajador)</numerusform>
            <numerusform>Resumen — {title} ({discipline}, %n trabajadores)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../console.py" line="252"/>
        <source>  done {done} · failed {failed} · cancelled {cancelled}</source>
        <translation>  hechas {done} · fallidas {failed} · canceladas {cancelled}</translation>
    </message>
    <message>
        <location filename="../console.py" line="259"/>
        <source>  wait in the queue: mean {mean} · p95 {p95} · max {max}</source>
        <translation>  espera en la cola: media {mean} · p95 {p95} · máx. {max}</translation>
    </message>
    <message>
        <location filename="../console.py" line="268"/>
        <source>  counter {name}: expected {expected}, actual {actual}, lost {lost}</source>
        <translation>  contador {name}: esperado {expected}, real {actual}, perdidos {lost}</translation>
    </message>
    <message>
        <location filename="../console.py" line="281"/>
        <source>queue</source>
        <comment>column</comment>
        <translation>cola</translation>
    </message>
    <message>
        <location filename="../console.py" line="281"/>
        <source>done</source>
        <comment>column</comment>
        <translation>hechas</translation>
    </message>
    <message>
        <location filename="../console.py" line="283"/>
        <source>mean wait</source>
        <comment>column</comment>
        <translation>espera media</translation>
    </message>
    <message>
        <location filename="../console.py" line="284"/>
        <source>p95 wait</source>
        <comment>column</comment>
        <translation>espera p95</translation>
    </message>
    <message>
        <location filename="../console.py" line="285"/>
        <source>max wait</source>
        <comment>column</comment>
        <translation>espera máx.</translation>
    </message>
    <message>
        <location filename="../console.py" line="287"/>
        <source>order tasks started (by id, in arrival order)</source>
        <comment>column</comment>
        <translation>orden en que empezaron las tareas (por ID, en orden de llegada)</translation>
    </message>
    <message numerus="yes">
        <location filename="../broker/console.py" line="97"/>
        <source>Watching the RQ queue {queue}: %n task(s) waiting or running. Press Ctrl+C to stop.</source>
        <translation>
            <numerusform>Observando la cola de RQ {queue}: %n tarea esperando o en curso. Pulse Ctrl+C para parar.</numerusform>
            <numerusform>Observando la cola de RQ {queue}: %n tareas esperando o en curso. Pulse Ctrl+C para parar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../broker/console.py" line="120"/>
        <source>Seen on the queue: {queued} put, {done} done, {failed} failed.</source>
        <translation>Visto en la cola: {queued} puestas, {done} hechas, {failed} fallidas.</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../ui/views/event_log.py" line="250"/>
        <source>{producer} waits for room: the queue is full</source>
        <translation>{producer} espera sitio: la cola está llena</translation>
    </message>
    <message>
        <location filename="../ui/views/event_log.py" line="252"/>
        <source>{producer} no longer waits for room</source>
        <translation>{producer} ya no espera sitio</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="104"/>
        <source>Every event with its time and the thread that caused it: MainThread is the producer, worker-N the consumer(s)</source>
        <translation>Cada evento con su hora y el hilo que lo causó: MainThread es el productor, worker-N el consumidor o los consumidores</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="108"/>
        <source>Event log</source>
        <translation>Registro de eventos</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event_log.py" line="187"/>
        <source>… %n earlier event(s) not shown …</source>
        <translation>
            <numerusform>… %n evento anterior no mostrado …</numerusform>
            <numerusform>… %n eventos anteriores no mostrados …</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="211"/>
        <source>queued ID {id} {label}</source>
        <translation>en cola ID {id} {label}</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="213"/>
        <source>started ID {id} {label}</source>
        <translation>empezó ID {id} {label}</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="215"/>
        <source>done ID {id} {label} → {result}</source>
        <translation>hecha ID {id} {label} → {result}</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="219"/>
        <source>failed ID {id} {error}: {message}</source>
        <translation>falló ID {id} {error}: {message}</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="223"/>
        <source>cancelled ID {id} {label}</source>
        <translation>cancelada ID {id} {label}</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="225"/>
        <source>worker started, blocked on {get}</source>
        <translation>trabajador iniciado, bloqueado en {get}</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="227"/>
        <source>queue set up: {queue}, {discipline}, workers are processes</source>
        <translation>cola preparada: {queue}, {discipline}, los trabajadores son procesos</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event_log.py" line="229"/>
        <source>queue set up: {discipline}, maxsize {maxsize}, %n worker(s)</source>
        <translation>
            <numerusform>cola preparada: {discipline}, maxsize {maxsize}, %n trabajador</numerusform>
            <numerusform>cola preparada: {discipline}, maxsize {maxsize}, %n trabajadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/event_log.py" line="231"/>
        <source>queue set up: {discipline}, unbounded, %n worker(s)</source>
        <translation>
            <numerusform>cola preparada: {discipline}, sin límite, %n trabajador</numerusform>
            <numerusform>cola preparada: {discipline}, sin límite, %n trabajadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="235"/>
        <source>paused: no item leaves the queue</source>
        <translation>en pausa: ningún elemento sale de la cola</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="236"/>
        <source>resumed</source>
        <translation>reanudada</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="238"/>
        <source>step: one item let out</source>
        <translation>paso: sale un elemento</translation>
    </message>
    <message>
        <location filename="../ui/event_log.py" line="239"/>
        <source>took STOP ID {id} and exited</source>
        <translation>tomó STOP ID {id} y terminó</translation>
    </message>
    <message>
        <source>took STOP ID {id}</source>
        <translation>tomó STOP ID {id}</translation>
    </message>
    <message>
        <source>exited without taking a STOP</source>
        <translation>terminó sin tomar un STOP</translation>
    </message>
    <message>
        <source>exited</source>
        <translation>terminó</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <location filename="../ui/file_commands.py" line="35"/>
        <source>Stop presses and cancels are not saved</source>
        <translation>Las pulsaciones de Detener y las cancelaciones no se guardan</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="128"/>
        <source>Cannot write</source>
        <translation>No se puede escribir</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="129"/>
        <location filename="../ui/file_commands.py" line="256"/>
        <source>Could not write {path}: {why}</source>
        <translation>No se pudo escribir {path}: {why}</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="145"/>
        <source>Cannot open scenario</source>
        <translation>No se puede abrir el escenario</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="153"/>
        <source>Open scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="155"/>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>Archivos de escenario (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="166"/>
        <source>Nothing to save yet: enqueue some demo tasks first.</source>
        <translation>Aún no hay nada que guardar: primero pon en cola algunas tareas de demostración.</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="172"/>
        <source>Save scenario — {leaves_out}</source>
        <translation>Guardar escenario — {leaves_out}</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="174"/>
        <source>Scenario files (*.json)</source>
        <translation>Archivos de escenario (*.json)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/file_commands.py" line="179"/>
        <source>Saved %n arrival(s) (retries too) as a scenario to {path}; {leaves_out}.</source>
        <translation>
            <numerusform>Se guardó %n llegada (también reintentos) como escenario en {path}; {leaves_out}.</numerusform>
            <numerusform>Se guardaron %n llegadas (también reintentos) como escenario en {path}; {leaves_out}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="194"/>
        <location filename="../ui/file_commands.py" line="204"/>
        <source>Export the task table</source>
        <translation>Exportar la tabla de tareas</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="194"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="204"/>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/file_commands.py" line="211"/>
        <source>Exported %n row(s) to {path}</source>
        <translation>
            <numerusform>Se exportó %n fila a {path}</numerusform>
            <numerusform>Se exportaron %n filas a {path}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="217"/>
        <source>Export the event log</source>
        <translation>Exportar el registro de eventos</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="217"/>
        <source>Text files (*.txt)</source>
        <translation>Archivos de texto (*.txt)</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="225"/>
        <source>Exported the event log to {path}</source>
        <translation>Se exportó el registro de eventos a {path}</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="237"/>
        <source>Export a picture</source>
        <translation>Exportar una imagen</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="237"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="243"/>
        <location filename="../ui/file_commands.py" line="255"/>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="244"/>
        <source>Could not write {path}.</source>
        <translation>No se pudo escribir {path}.</translation>
    </message>
    <message>
        <location filename="../ui/file_commands.py" line="247"/>
        <source>Saved a picture to {path}</source>
        <translation>Se guardó una imagen en {path}</translation>
    </message>
</context>
<context>
    <name>RecordingCommands</name>
    <message>
        <location filename="../ui/recording_commands.py" line="188"/>
        <source>Cannot record</source>
        <translation>No se puede grabar</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="189"/>
        <location filename="../ui/recording_commands.py" line="285"/>
        <source>Could not write {path}: {why}</source>
        <translation>No se pudo escribir {path}: {why}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="197"/>
        <source>● Recording to {file}</source>
        <translation>● Grabando en {file}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="199"/>
        <source>Recording to {path} (File ▸ Record session… to stop)</source>
        <translation>Grabando en {path} (Archivo ▸ Grabar sesión… para detener)</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="201"/>
        <source>Recording</source>
        <translation>Grabando</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="204"/>
        <source>Recording to {path}</source>
        <translation>Grabando en {path}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="205"/>
        <source>recording to {path}</source>
        <translation>grabando en {path}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="220"/>
        <source>{path} may be missing events: {why}</source>
        <translation>A {path} pueden faltarle eventos: {why}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="223"/>
        <source>Recording incomplete</source>
        <translation>Grabación incompleta</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/recording_commands.py" line="225"/>
        <source>Recorded %n event(s) to {path}</source>
        <translation>
            <numerusform>Se grabó %n evento en {path}</numerusform>
            <numerusform>Se grabaron %n eventos en {path}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="256"/>
        <source>Record the session</source>
        <translation>Grabar la sesión</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="284"/>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="289"/>
        <source>Saved a trace to {path}: open it in ui.perfetto.dev or chrome://tracing</source>
        <translation>Se guardó una traza en {path}: ábrela en ui.perfetto.dev o chrome://tracing</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="298"/>
        <source>Export a trace</source>
        <translation>Exportar una traza</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="298"/>
        <source>Chrome traces (*.json)</source>
        <translation>Trazas de Chrome (*.json)</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="312"/>
        <source>fifo-gui: the recording is incomplete: {why}</source>
        <translation>fifo-gui: la grabación está incompleta: {why}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="321"/>
        <source>fifo-gui: cannot write the trace to {path}: {why}</source>
        <translation>fifo-gui: no se puede escribir la traza en {path}: {why}</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="335"/>
        <source>Open recording</source>
        <translation>Abrir grabación</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="350"/>
        <source>Still reading {file}: wait a moment.</source>
        <translation>Todavía se está leyendo {file}: espera un momento.</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="359"/>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="375"/>
        <source>{file}: too big to read</source>
        <translation>{file}: demasiado grande para leerlo</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="377"/>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: no se puede leer ({error})</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="380"/>
        <location filename="../ui/recording_commands.py" line="389"/>
        <source>Cannot open recording</source>
        <translation>No se puede abrir la grabación</translation>
    </message>
    <message>
        <location filename="../ui/recording_commands.py" line="422"/>
        <source>Recordings (*.jsonl);;All files (*)</source>
        <translation>Grabaciones (*.jsonl);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../ui/replay_bar.py" line="46"/>
        <source>{speed}x</source>
        <translation>{speed}x</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="68"/>
        <source>REPLAY · {file}</source>
        <translation>REPRODUCCIÓN · {file}</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="73"/>
        <source>Replay of the recording {path}: no worker runs, the producer and worker controls are off</source>
        <translation>Reproducción de la grabación {path}: no se ejecuta ningún trabajador, los controles del productor y de los trabajadores están desactivados</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="85"/>
        <source>Replay speed, {slowest} to {fastest} ({faster}: faster, {slower}: slower)</source>
        <translation>Velocidad de reproducción, de {slowest} a {fastest} ({faster}: más rápido, {slower}: más lento)</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="93"/>
        <source>Replay speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="97"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="107"/>
        <source>Drag to any instant of the session, backwards too: every view moves there ({prev}/{next}: one event; {start}/{end}: start/end)</source>
        <translation>Arrastra a cualquier instante de la sesión, también hacia atrás: todas las vistas van allí ({prev}/{next}: un evento; {start}/{end}: inicio/final)</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="116"/>
        <source>Replay position</source>
        <translation>Posición de la reproducción</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="125"/>
        <source>Where the replay is, in seconds since the session began, and how many of the recording&apos;s events it shows</source>
        <translation>Dónde está la reproducción, en segundos desde que empezó la sesión, y cuántos eventos de la grabación muestra</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="129"/>
        <source>Replay time</source>
        <translation>Tiempo de la reproducción</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="138"/>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="139"/>
        <source>Play/pause</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="140"/>
        <source>Next ▶</source>
        <translation>Avanzar ▶</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="141"/>
        <source>Close replay</source>
        <comment>the bar&apos;s short caption</comment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="147"/>
        <source>Close replay</source>
        <translation>Cerrar reproducción</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="144"/>
        <source>Previous event</source>
        <translation>Evento anterior</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="145"/>
        <source>Play or pause</source>
        <translation>Reproducir o pausar</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="146"/>
        <source>Next event</source>
        <translation>Evento siguiente</translation>
    </message>
    <message>
        <location filename="../ui/replay_bar.py" line="187"/>
        <source>{now} / {duration} s · {shown}/{events}</source>
        <translation>{now} / {duration} s · {shown}/{events}</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <location filename="../ui/replay.py" line="44"/>
        <source>Replay: nothing has happened yet at this instant.

Play: {play}
Next event: {step}
Drag the slider above to any instant.</source>
        <translation>Reproducción: en este instante aún no ha pasado nada.

Reproducir: {play}
Evento siguiente: {step}
Arrastra el control deslizante de arriba a cualquier instante.</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="55"/>
        <source>Replay, at its start: play it ({play}) or step ({step}).</source>
        <translation>Reproducción, al inicio: reprodúcela ({play}) o avanza paso a paso ({step}).</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="61"/>
        <source>The recording&apos;s workers at the instant shown: no worker runs in a replay</source>
        <translation>Los trabajadores de la grabación en el instante mostrado: en una reproducción no se ejecuta ningún trabajador</translation>
    </message>
    <message>
        <location filename="../ui/replay.py" line="282"/>
        <source>Replay</source>
        <translation>Reproducción</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message numerus="yes">
        <location filename="../ui/replay_mode.py" line="108"/>
        <source>Replay of {file}: %n event(s) over {duration} s. Play with {key}.</source>
        <translation>
            <numerusform>Reproducción de {file}: %n evento en {duration} s. Reprodúcela con {key}.</numerusform>
            <numerusform>Reproducción de {file}: %n eventos en {duration} s. Reprodúcela con {key}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScreenshotRun</name>
    <message>
        <location filename="../ui/screenshot.py" line="75"/>
        <source>fifo-gui: screenshot run did not finish in {seconds} s</source>
        <translation>fifo-gui: la ejecución para la captura no terminó en {seconds} s</translation>
    </message>
    <message>
        <location filename="../ui/screenshot.py" line="109"/>
        <source>fifo-gui: could not write {path}</source>
        <translation>fifo-gui: no se pudo escribir {path}</translation>
    </message>
</context>
<context>
    <name>TableExport</name>
    <message>
        <location filename="../ui/files/export.py" line="1"/>
        <source>CPU (s)</source>
        <translation>CPU (s)</translation>
    </message>
    <message>
        <location filename="../ui/export.py" line="20"/>
        <source>Enqueued (s since session start)</source>
        <translation>En cola (s desde el inicio de la sesión)</translation>
    </message>
    <message>
        <location filename="../ui/export.py" line="21"/>
        <source>Started (s since session start)</source>
        <translation>Empezó (s desde el inicio de la sesión)</translation>
    </message>
    <message>
        <location filename="../ui/export.py" line="22"/>
        <source>Finished (s since session start)</source>
        <translation>Terminó (s desde el inicio de la sesión)</translation>
    </message>
    <message>
        <location filename="../ui/export.py" line="23"/>
        <source>Wait (s)</source>
        <translation>Espera (s)</translation>
    </message>
    <message>
        <location filename="../ui/export.py" line="24"/>
        <source>Run (s)</source>
        <translation>Ejecución (s)</translation>
    </message>
</context>
</TS>
